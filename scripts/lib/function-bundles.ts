// Packs netlify/functions exactly as Netlify's build does, with Netlify's own packer
// (@netlify/zip-it-and-ship-it, which runs offline) and the settings of netlify.toml, into a folder
// per function: the code Netlify uploads. Used by `npm run bundle:functions` (sizes) and the test
// that runs each packed handler.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';

export type FunctionBundle = {
  name: string;
  dir: string;
  module: string;
  bundler: string;
  runtimeVersion: string;
  bytes: number;
  files: string[];
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

export async function bundleFunctions(root: string, outDir: string): Promise<FunctionBundle[]> {
  const toml = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
    functions?: { node_bundler?: string } & Record<string, unknown>;
    build?: { environment?: { NODE_VERSION?: string } };
  };
  const nodeBundler = toml.functions?.node_bundler as 'esbuild' | 'nft' | undefined;
  // Netlify's functions run on the Node version the build uses (NODE_VERSION).
  const nodeVersion = toml.build?.environment?.NODE_VERSION ?? readFileSync(join(root, '.nvmrc'), 'utf8').trim();
  // [functions.<name>] sections: their external_node_modules and included_files, as Netlify reads them.
  const perFunction = Object.fromEntries(
    Object.entries(toml.functions ?? {})
      .filter(
        (entry): entry is [string, { external_node_modules?: string[]; included_files?: string[] }] =>
          typeof entry[1] === 'object' && entry[1] !== null,
      )
      .map(([name, section]) => [
        name,
        {
          ...(section.external_node_modules ? { externalNodeModules: section.external_node_modules } : {}),
          ...(section.included_files ? { includedFiles: section.included_files } : {}),
        },
      ]),
  );
  const packed = await zipFunctions([join(root, 'netlify/functions')], outDir, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
    config: { '*': { ...(nodeBundler ? { nodeBundler } : {}), nodeVersion }, ...perFunction },
  });
  return packed.map((fn) => {
    const files = filesUnder(fn.path);
    const module = files.find((f) => relative(fn.path, f) === `netlify/functions/${fn.name}.mjs`);
    if (!module) throw new Error(`the packed ${fn.name} has no netlify/functions/${fn.name}.mjs`);
    return {
      name: fn.name,
      dir: fn.path,
      module,
      bundler: fn.bundler ?? 'unknown',
      runtimeVersion: fn.runtimeVersion ?? 'unknown',
      bytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
      files: files.map((f) => relative(fn.path, f)),
    };
  });
}

/** Which zod a bundle carries: the full classic API, or only zod/mini. */
export const carriesFullZod = (bundle: FunctionBundle) => bundle.files.some((f) => f.includes('node_modules/zod/v4/classic/'));
