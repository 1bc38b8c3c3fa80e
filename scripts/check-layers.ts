// npm run check (after astro check and tsc): fails on an import against the layers of
// docs/architecture.md ("Layers and the import rule"); the rules are in scripts/lib/layer-rules.ts.
// It also fails on a circle (scripts/lib/import-cycles.ts): two folders of one layer that import
// each other, or files of src/server or src/domain that reach themselves through their imports.
// node scripts/check-layers.ts [root]: another tree (the test runs it on a deliberately bad one).
import { resolve } from 'node:path';
import { fileCycles, folderCycles, type Cycle } from './lib/import-cycles.ts';
import { layerViolations } from './lib/layer-rules.ts';

const root = resolve(process.argv[2] ?? '.');
let failed = false;

const violations = layerViolations(root);
for (const v of violations) console.error(`${v.file}: imports '${v.imports}'\n  against: ${v.rule}`);
if (violations.length) {
  console.error(`\n${violations.length} import(s) against the layers (docs/architecture.md, "Layers and the import rule").`);
  failed = true;
}

const report = (kind: string, found: Cycle[]) => {
  for (const c of found) console.error(`a circle between ${kind} of ${c.layer}:\n  ${c.members.join('\n  ')}`);
};
const rooms = folderCycles(root);
const files = fileCycles(root);
report('folders', rooms);
report('files', files);
if (rooms.length + files.length) {
  console.error(
    `\n${rooms.length + files.length} import circle(s): move what both sides need below both (docs/architecture.md, "Layers and the import rule").`,
  );
  failed = true;
}

if (failed) process.exit(1);
console.log('layers: no import against the rule, no circle between folders or files');
