// Where an order's CPU goes, by phase, so that the next regression names itself (issue #36 §5):
// - in the order server: a V8 CPU profile of a short extra run (the measured run is never profiled),
//   its self time summed by where the code lives (a project folder, a package, a part of Node);
// - in the database: the time of each SQL function (pg_stat_user_functions, track_functions = 'pl'),
//   self time, waits for locks included.
import { Session } from 'node:inspector/promises';
import type { Sql } from '../../src/server/db/client.ts';

type ProfileNode = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The phase a profile node's code belongs to: a project folder, a package or a part of Node. */
export function phaseOf({ url, functionName }: ProfileNode['callFrame']): string | undefined {
  if (functionName === '(idle)') return undefined;
  if (functionName === '(garbage collector)') return 'V8: garbage collection';
  if (functionName === '(program)' || (!url && functionName === '(root)')) return 'V8: compiling, runtime';
  if (!url) return 'V8 and Node built-ins';
  // The profiler's own work (it only runs while this breakdown is taken).
  if (url === 'node:inspector' || url.startsWith('node:internal/inspector')) return undefined;
  if (url.startsWith('node:')) {
    const module = url.slice('node:'.length).replace(/^internal\//, '');
    const family = /^(?:_http_|http)/.test(module)
      ? 'http'
      : /^(?:net|stream|streams|tls|_tls_|dns)/.test(module)
        ? 'sockets and streams'
        : /^(?:crypto)/.test(module)
          ? 'crypto'
          : /^(?:timers|process|async_hooks|event_target|events)/.test(module)
            ? 'event loop'
            : module.split('/')[0];
    return `Node: ${family}`;
  }
  const packaged = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (packaged) return `package: ${packaged[1]}`;
  const project = /\/((?:src|scripts|netlify)\/(?:[^/]+\/)?[^/?]+?)(?:\/[^/]*)?(?:\?.*)?$/.exec(url);
  if (project) return project[1]!.replace(/\.ts$/, '');
  return url;
}

/**
 * Self time by phase in a V8 CPU profile, in ms. A built-in (JSON.parse, a RegExp, a Map: code with no
 * file) counts for the nearest caller that has one: "built-ins" alone would name no culprit.
 */
export function phasesOf(profile: Profile): Record<string, number> {
  const parent = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const phaseOfNode = (node: ProfileNode): string | undefined => {
    let at: ProfileNode | undefined = node;
    while (at && !at.callFrame.url && !at.callFrame.functionName.startsWith('(')) at = parent.get(at.id);
    return phaseOf((at ?? node).callFrame);
  };
  const phaseById = new Map(profile.nodes.map((node) => [node.id, phaseOfNode(node)]));
  const ms: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const phase = phaseById.get(id);
    if (phase) ms[phase] = (ms[phase] ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return ms;
}

/** Profiles this process from `start` to the returned stop, which gives the self time by phase. */
export async function profilePhases(): Promise<() => Promise<Record<string, number>>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    return phasesOf(profile);
  };
}

/** Each SQL function's self time so far, in ms (needs track_functions = 'pl' on the cluster). */
export async function databaseFunctionMs(sql: Sql): Promise<Record<string, number>> {
  const rows = await sql<{ funcname: string; self_time: number }[]>`select funcname, self_time from pg_stat_user_functions`;
  return Object.fromEntries(rows.map((r) => [r.funcname, Number(r.self_time)]));
}

/** The phases of `after - before`, per order, biggest first, the small ones left out. */
export function phasesPerOrder(before: Record<string, number>, after: Record<string, number>, orders: number, atLeastMs = 0.005) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([phase, ms]) => [phase, +((ms - (before[phase] ?? 0)) / Math.max(1, orders)).toFixed(3)] as const)
      .filter(([, ms]) => ms >= atLeastMs)
      .sort((a, b) => b[1] - a[1]),
  );
}
