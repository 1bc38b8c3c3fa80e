// Where the baked gate config goes. On Netlify: next to the edge function, which bundles it.
// On a laptop several builds live side by side (npm start's dist/, one per test port), so each
// build gets its own file under .data/ and the local runtime points the edge module at it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { GateConfig } from '../../domain/gate/gate-config.ts';

type Env = Record<string, string | undefined>;

export const netlifyGateConfigFile = (root: string) => join(root, 'netlify/edge-functions/gate-config.json');

export function localGateConfigFile(root: string, outDir: string): string {
  const name = relative(root, outDir).replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '') || 'dist';
  return join(root, '.data/edge', name, 'gate-config.json');
}

export function writeGateConfig(config: GateConfig, where: { root: string; outDir: string; env?: Env }): string[] {
  const files = [localGateConfigFile(where.root, where.outDir)];
  if ((where.env ?? process.env).NETLIFY === 'true') files.push(netlifyGateConfigFile(where.root));
  for (const file of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(config)}\n`, { mode: 0o600 });
  }
  return files;
}
