// The rule that sees rooms (docs/architecture.md, "Layers and the import rule"): inside one layer a
// folder may lean on another, but never both ways, and no file of src/server or src/domain reaches
// itself again through its imports. The floor rule (layer-rules.ts) cannot see either: a circle
// between src/server/admin-orders and src/server/carriers stays on one floor.
//
// A circle is found as a strongly connected component of the import graph (Tarjan's algorithm):
// every member reaches every other, so the component is the whole circle, named once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, target } from './layer-rules.ts';

/** The layers whose folders must not import each other both ways. */
export const ROOM_LAYERS = ['src/server', 'src/domain', 'src/admin', 'src/features'];
/** The layers where no file may reach itself through its imports. */
export const FILE_CYCLE_LAYERS = ['src/server', 'src/domain'];

export type Cycle = { layer: string; members: string[] };

const CODE = /\.(ts|tsx|astro)$/;

function codeFilesUnder(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => CODE.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/node_modules/'));
}

/** A relative import as the file it names (an import may leave out `.ts` or name a folder's index). */
function resolveFile(root: string, path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return undefined;
}

/** Every file of the layers and the files of the same layers it imports. */
export function importGraph(root: string, layers: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const layer of layers) {
    for (const file of codeFilesUnder(root, layer)) {
      const targets = importsOf(file, readFileSync(join(root, file), 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveFile(root, target(root, file, specifier)))
        .filter((to): to is string => to !== undefined && to.startsWith(`${layer}/`));
      graph.set(file, targets);
    }
  }
  return graph;
}

/** The strongly connected components of a graph with more than one member, or one that imports itself. */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Iterative Tarjan: the import graph of the whole shop is deep enough to worry a recursive one.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const members: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1 || edges.includes(frame.node)) found.push(members.sort());
      }
    }
  }
  return found;
}

/** The room a file lives in: its layer's first folder, or the file itself when it sits in the layer's root. */
function roomOf(layer: string, file: string): string {
  const [first, ...rest] = file.slice(layer.length + 1).split('/');
  return rest.length ? `${layer}/${first}` : file;
}

/** Circles between the folders of one layer (src/server/a imports src/server/b, which imports a again). */
export function folderCycles(root: string, layers: string[] = ROOM_LAYERS): Cycle[] {
  return layers.flatMap((layer) => {
    const rooms = new Map<string, string[]>();
    for (const [file, targets] of importGraph(root, [layer])) {
      const from = roomOf(layer, file);
      const to = targets.map((t) => roomOf(layer, t)).filter((room) => room !== from);
      rooms.set(from, [...new Set([...(rooms.get(from) ?? []), ...to])]);
    }
    return circles(rooms).map((members) => ({ layer, members }));
  });
}

/** Circles between files of a layer. */
export function fileCycles(root: string, layers: string[] = FILE_CYCLE_LAYERS): Cycle[] {
  return layers.flatMap((layer) => circles(importGraph(root, [layer])).map((members) => ({ layer, members })));
}
