// npm run bundle:functions: packs every function as Netlify does (see scripts/lib/function-bundles.ts)
// into .data/functions-bundle and reports each one's size, so a change that bloats a cold start shows.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleFunctions, carriesFullZod } from './lib/function-bundles.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../.data/functions-bundle', import.meta.url));
rmSync(outDir, { recursive: true, force: true });
const bundles = await bundleFunctions(root, outDir);
console.log('function        bundler  runtime      size      files  zod');
for (const b of bundles) {
  console.log(
    `${b.name.padEnd(15)} ${b.bundler.padEnd(8)} ${b.runtimeVersion.padEnd(12)} ${(b.bytes / 1024).toFixed(0).padStart(6)} KB ${String(b.files.length).padStart(6)}  ${carriesFullZod(b) ? 'full' : 'mini'}`,
  );
}
console.log(`\npacked into ${outDir}`);
