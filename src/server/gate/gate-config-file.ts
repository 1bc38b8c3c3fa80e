// Where the baked gate config and the edge function's declaration go. On Netlify: the config next
// to the edge function, which bundles it, and the declaration in .netlify/v1/config.json (Netlify's
// Frameworks API), written only while protection is on, so with protection off the edge function
// runs on no request at all (no invocation, no latency on every image).
// On a laptop several builds live side by side (npm start's dist/, one per test port), so each
// build gets its own folder under .data/edge/ and the local runtime reads the files of the build it serves.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { GateConfig } from '../../domain/gate/gate-config.ts';
import { isNetlifyBuildMachine, type ShopEnv } from '../env.ts';

export type EdgeDeclaration = { function: string; path: string };

export const GATE_EDGE_FUNCTION = 'gate';
export const netlifyGateConfigFile = (root: string) => join(root, 'netlify/edge-functions/gate-config.json');
export const netlifyDeclarationsFile = (root: string) => join(root, '.netlify/v1/config.json');

const localFolder = (root: string, outDir: string) => {
  const name =
    relative(root, outDir)
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+/, '') || 'dist';
  return join(root, '.data/edge', name);
};
export const localGateConfigFile = (root: string, outDir: string) => join(localFolder(root, outDir), 'gate-config.json');
/** Same shape as .netlify/v1/config.json: { edge_functions: [...] }. */
export const localDeclarationsFile = (root: string, outDir: string) => join(localFolder(root, outDir), 'config.json');

/** The gate runs on every path while the site is locked (it decides what stays open), on none otherwise. */
export const gateDeclarations = (config: GateConfig): EdgeDeclaration[] =>
  config.enabled ? [{ function: GATE_EDGE_FUNCTION, path: '/*' }] : [];

export function writeGateConfig(config: GateConfig, where: { root: string; outDir: string; env?: ShopEnv }): string[] {
  const onNetlify = isNetlifyBuildMachine(where.env);
  const declarations = gateDeclarations(config);
  const configFiles = [localGateConfigFile(where.root, where.outDir), ...(onNetlify ? [netlifyGateConfigFile(where.root)] : [])];
  const declarationFiles = [localDeclarationsFile(where.root, where.outDir), ...(onNetlify ? [netlifyDeclarationsFile(where.root)] : [])];
  for (const file of configFiles) write(file, config, 0o600);
  for (const file of declarationFiles) write(file, withDeclarations(file, declarations), 0o644);
  return [...configFiles, ...declarationFiles];
}

/** Keeps whatever else the file declares (another tool may write there too); replaces the gate's entry. */
function withDeclarations(file: string, declarations: EdgeDeclaration[]): Record<string, unknown> {
  let current: Record<string, unknown> = {};
  try {
    if (existsSync(file)) current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    current = {};
  }
  const others = Array.isArray(current.edge_functions)
    ? (current.edge_functions as { function?: unknown }[]).filter((d) => d.function !== GATE_EDGE_FUNCTION)
    : [];
  return { ...current, edge_functions: [...others, ...declarations] };
}

function write(file: string, value: unknown, mode: number): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value)}\n`, { mode });
}
