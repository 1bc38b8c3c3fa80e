// npm run bundle:functions: packs every function as Netlify does (scripts/lib/function-bundles.ts)
// into .data/functions-bundle, zipped as Netlify uploads them, and prints each one's size zipped and
// unzipped. Exits 1 when a function is over Netlify's limits (50 MB zipped, 250 MB unzipped) or packs
// the `node` binary: a deploy would fail, or carry 120 MB for nothing.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleFunctions, bundleProblems, carriesFullZod, LIMITS } from './lib/function-bundles.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../.data/functions-bundle', import.meta.url));
rmSync(outDir, { recursive: true, force: true });
const bundles = await bundleFunctions(root, outDir, { zip: true });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(7)} KB`;
const width = Math.max(...bundles.map((b) => b.name.length), 'function'.length);
console.log(`${'function'.padEnd(width)}  bundler  runtime       zipped    unzipped   files  zod`);
for (const b of bundles.sort((x, y) => y.bytes - x.bytes)) {
  console.log(
    `${b.name.padEnd(width)}  ${b.bundler.padEnd(7)}  ${b.runtimeVersion.padEnd(11)} ${kb(b.zippedBytes ?? 0)} ${kb(b.bytes)} ${String(b.files.length).padStart(7)}  ${carriesFullZod(b) ? 'full' : 'mini'}`,
  );
}
console.log(
  `\nzipped into ${outDir}; Netlify's limits: ${kb(LIMITS.zippedBytes).trim()} zipped, ${kb(LIMITS.unzippedBytes).trim()} unzipped`,
);
const problems = bundles.flatMap(bundleProblems);
for (const problem of problems) console.error(`[bundle:functions] ${problem}`);
process.exit(problems.length ? 1 : 0);
