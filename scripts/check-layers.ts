// npm run check (after astro check and tsc): fails on an import against the layers of
// docs/architecture.md ("Layers and the import rule"); the rules are in scripts/lib/layer-rules.ts.
// node scripts/check-layers.ts [root]: another tree (the test runs it on a deliberately bad one).
import { resolve } from 'node:path';
import { layerViolations } from './lib/layer-rules.ts';

const root = resolve(process.argv[2] ?? '.');
const violations = layerViolations(root);
for (const v of violations) console.error(`${v.file}: imports '${v.imports}'\n  against: ${v.rule}`);
if (violations.length) {
  console.error(`\n${violations.length} import(s) against the layers (docs/architecture.md, "Layers and the import rule").`);
  process.exit(1);
}
console.log('layers: no import against the rule');
