// Packs netlify/functions as Netlify's build does: with Netlify's own packer
// (@netlify/zip-it-and-ship-it, pinned in package.json to the release netlify-cli's @netlify/build
// uses, so both pack alike; it runs offline) and netlify.toml's [functions] settings translated the
// way @netlify/build translates them (lib/plugins_core/functions/zisi.js, normalizeFunctionConfig).
// Used by `npm run bundle:functions` (zips: the sizes Netlify uploads) and the test that runs each
// packed handler (folders). The real build itself runs in tests/deploy/netlify-build.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipFunctions, type Config } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { zipEntries } from './zip-entries.ts';

/**
 * Netlify's limits per function: 50 MB zipped (a deploy says "The function … is larger than the 50MB
 * limit") and 250 MB unzipped ("There is a 250 MB size limit for each handler's unzipped function
 * bundle", docs.netlify.com/frameworks/next-js/runtime-v4/troubleshooting); both are AWS Lambda's.
 */
export const LIMITS = { zippedBytes: 50 * 1024 * 1024, unzippedBytes: 250 * 1024 * 1024 };
/** The `node` devDependency (the Node that `npm run` uses): 120 MB that a function must never carry. */
export const NODE_BINARY_PACKAGE = 'node_modules/node/';

export type FunctionBundle = {
  name: string;
  /** The zip, or the folder when packed unzipped. */
  path: string;
  bundler: string;
  runtimeVersion: string;
  /** Bytes uploaded: the zip's size (undefined for a folder). */
  zippedBytes: number | undefined;
  /** Bytes once unpacked: the files' sizes added up. */
  bytes: number;
  files: string[];
};

type TomlFunctions = Record<string, unknown>;
type Section = { external_node_modules?: string[]; included_files?: string[]; ignored_node_modules?: string[]; node_bundler?: string };

/** netlify.toml's [functions] as @netlify/config reads it: top-level keys are "*", tables are per function. */
function functionsConfig(functions: TomlFunctions): Record<string, Section> {
  const all: Section = {};
  const sections: Record<string, Section> = {};
  for (const [key, value] of Object.entries(functions)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) sections[key] = value as Section;
    else (all as Record<string, unknown>)[key] = value;
  }
  return { '*': all, ...sections };
}

/** `only`: the names of the functions to pack (all of netlify/functions by default). */
export async function bundleFunctions(root: string, outDir: string, options: { zip: boolean; only?: string[] }): Promise<FunctionBundle[]> {
  const toml = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
    functions?: TomlFunctions;
    build?: { environment?: { NODE_VERSION?: string } };
  };
  // Netlify's functions run on the Node version the build uses (NODE_VERSION).
  const nodeVersion = toml.build?.environment?.NODE_VERSION ?? readFileSync(join(root, '.nvmrc'), 'utf8').trim();
  const config = Object.fromEntries(
    Object.entries(functionsConfig(toml.functions ?? {})).map(([expression, section]) => [
      expression,
      {
        externalNodeModules: section.external_node_modules,
        includedFiles: section.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: section.ignored_node_modules,
        nodeVersion,
        nodeBundler: section.node_bundler === 'esbuild' ? 'esbuild_zisi' : section.node_bundler,
      },
    ]),
  );
  const source = join(root, 'netlify/functions');
  const input = options.only
    ? {
        generated: { directories: [], functions: [] },
        user: { directories: [], functions: options.only.map((name) => join(source, `${name}.ts`)) },
      }
    : [source];
  const packed = await zipFunctions(input, outDir, {
    archiveFormat: options.zip ? 'zip' : 'none',
    basePath: root,
    repositoryRoot: root,
    config: config as Config,
  });
  return packed.map((fn) => {
    const base = { name: fn.name, path: fn.path, bundler: fn.bundler ?? 'unknown', runtimeVersion: fn.runtimeVersion ?? 'unknown' };
    if (options.zip) {
      const entries = zipEntries(fn.path).filter((e) => !e.name.endsWith('/'));
      return {
        ...base,
        zippedBytes: statSync(fn.path).size,
        bytes: entries.reduce((sum, e) => sum + e.bytes, 0),
        files: entries.map((e) => e.name),
      };
    }
    const files = readdirSync(fn.path, { recursive: true, encoding: 'utf8' })
      .map((f) => join(fn.path, f))
      .filter((f) => statSync(f).isFile());
    return {
      ...base,
      zippedBytes: undefined,
      bytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
      files: files.map((f) => relative(fn.path, f)),
    };
  });
}

/** What keeps a bundle from deploying: over a limit, or carrying the `node` binary. */
export function bundleProblems(bundle: Pick<FunctionBundle, 'name' | 'zippedBytes' | 'bytes' | 'files'>): string[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    ...(bundle.zippedBytes !== undefined && bundle.zippedBytes > LIMITS.zippedBytes
      ? [`${bundle.name}: ${mb(bundle.zippedBytes)} zipped, over Netlify's ${mb(LIMITS.zippedBytes)}`]
      : []),
    ...(bundle.bytes > LIMITS.unzippedBytes
      ? [`${bundle.name}: ${mb(bundle.bytes)} unzipped, over Netlify's ${mb(LIMITS.unzippedBytes)}`]
      : []),
    ...(bundle.files.some((f) => f.startsWith(NODE_BINARY_PACKAGE))
      ? [
          `${bundle.name}: packs ${NODE_BINARY_PACKAGE} (the Node binary of the devDependency; netlify.toml's [functions] included_files excludes it)`,
        ]
      : []),
  ];
}

/** The packed module of a folder bundle: what Netlify's runtime imports. */
export const moduleOf = (bundle: FunctionBundle) => join(bundle.path, `netlify/functions/${bundle.name}.mjs`);

/** Which zod a bundle carries: the full classic API, or only zod/mini. */
export const carriesFullZod = (bundle: Pick<FunctionBundle, 'files'>) =>
  bundle.files.some((f) => f.includes('node_modules/zod/v4/classic/'));
