// Netlify's real build, as a deploy runs it: the pinned netlify-cli's `netlify build --offline` (its
// @netlify/build: the build command, then Netlify's function packer and edge bundler) in a fresh copy
// of the project (the files git would clone, no `netlify link`, no login, no site id, a home folder of
// its own), against a migrated PostgreSQL, with the variables a production site has. It fails on what
// would fail or bloat a deploy, read from what Netlify itself wrote: a configuration error, a function
// zip over 50 MB or 250 MB unzipped, a function packing node_modules/node/, a missing edge bundle.
// The copy keeps the build's dist/ and .netlify/ out of the working tree (other tests and `npm start`
// use those folders) and is deleted afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { bundleProblems, carriesFullZod, LIMITS } from '../../scripts/lib/function-bundles.ts';
import { zipEntries } from '../../scripts/lib/zip-entries.ts';
import { imagesInUse } from '../../src/integrations/image-variants.ts';
import { npmRun } from './npm-run.ts';
import { scriptEnv } from './databases.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'netlify-build-test-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The project as a fresh clone has it: tracked and new (not ignored) files; node_modules as installed. */
function copyProject(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(root, file), join(to, file));
  }
  // Hard links (no copy of 1.3 GB) of the installed packages, without the tools' caches
  // (node_modules/.cache, .vite, .astro: a build writes there, and must not write through a link).
  mkdirSync(join(to, 'node_modules'));
  const packages = readdirSync(join(root, 'node_modules'))
    .filter((name) => !name.startsWith('.') || name === '.bin')
    .map((name) => join(root, 'node_modules', name));
  try {
    execFileSync('cp', ['-al', ...packages, join(to, 'node_modules')]);
  } catch {
    execFileSync('cp', ['-a', ...packages, join(to, 'node_modules')]); // another file system: copied
  }
}

type Manifest = { functions: { name: string; path: string; bundler?: string; runtimeVersion?: string; schedule?: string }[] };
type EdgeManifest = { bundles: { asset: string; format: string }[]; routes: { function: string; pattern: string }[] };

describe("Netlify's real build: netlify build --offline with the pinned netlify-cli", () => {
  let cluster: Cluster;
  let site: string;
  let build: { status: number | null; output: string };
  const sizes: string[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    // As the owner prepares a new Supabase project (step 1 of docs/deploy.md), with the demo catalog
    // so that the build has products, photos and categories to render.
    const migrated = await npmRun({ kind: 'postgres15', url: cluster.url }, 'db:migrate', ['--seed-demo']);
    expect(migrated.status, migrated.output).toBe(0);
    // The site password on, as for a drop: the build then routes every path through the gate's edge
    // function (an open shop declares none, and pays for no edge invocation).
    const gate = await npmRun(
      { kind: 'postgres15', url: cluster.url },
      'gate',
      ['--password', '-', '--on'],
      { GATE_COOKIE_SECRET: SECRET },
      'drop-day-password-42\n',
    );
    expect(gate.status, gate.output).toBe(0);

    site = mkdtempSync(join(tmpdir(), 'netlify-build-'));
    copyProject(join(site, 'shop'));
    mkdirSync(join(site, 'home'));
    const env = scriptEnv(
      { kind: 'postgres15', url: cluster.url },
      {
        // A machine that never ran netlify-cli: no login, no linked site (netlify-cli keeps both under
        // the home folder and .netlify/state.json); telemetry off.
        HOME: join(site, 'home'),
        NETLIFY_TELEMETRY_DISABLED: '1',
        // Deno for the edge bundler: the `deno` devDependency's binary, found on PATH.
        PATH: `${join(site, 'shop/node_modules/.bin')}:${process.env.PATH}`,
        // Netlify's build image sets NETLIFY=true (`netlify build` on a laptop sets NETLIFY_LOCAL
        // instead): the build then writes what only a deploy reads (the gate's baked config beside the
        // edge function, its declaration in .netlify/v1/config.json).
        NETLIFY: 'true',
        // What a production site is given (docs/deploy.md, step 3).
        GATE_COOKIE_SECRET: SECRET,
        SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
        SUPABASE_ANON_KEY: 'sb_publishable_netlify_build_test',
        SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_netlify_build_test',
        NETLIFY_DEPLOY_WEBHOOK_SECRET: 'netlify-build-test-deploy-webhook-secret-0123456789',
        NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/netlify-build-test',
      },
    );
    for (const name of ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID', 'XDG_CONFIG_HOME']) delete env[name];
    // Offline, the edge bundler's Deno logs a failed import of
    // https://edge.netlify.com/bootstrap/globals/types.ts (type declarations it fetches when it can)
    // and still writes the edge bundle: the test reads the bundle, not the log, for that.
    build = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(site, 'shop/node_modules/netlify-cli/bin/run.js'), 'build', '--offline'], {
        cwd: join(site, 'shop'),
        env,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, output }));
    });
  }, 600_000);

  afterAll(() => {
    if (sizes.length) console.log(`function zips (zipped / unzipped):\n${sizes.join('\n')}`);
    // What the edge bundler said offline (the failed import of Netlify's type declarations).
    const edge = build?.output.split('\n').filter((line) => line.includes('edge.netlify.com'));
    if (edge?.length) console.log(`edge bundler, offline:\n${edge.slice(0, 3).join('\n')}`);
    cluster?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  const shop = (path: string) => join(site, 'shop', path);

  it('completes, with no configuration error', () => {
    const failure = build.output.slice(build.output.search(/Configuration error|Build failed|Plugin ".*" failed/));
    expect(build.status, failure.slice(0, 4000)).toBe(0);
    expect(build.output).toContain('Netlify Build Complete');
  });

  it('packs every function of netlify/functions into a zip, each under the limits, without node_modules/node/, with zod/mini', () => {
    const manifest = JSON.parse(readFileSync(shop('.netlify/functions/manifest.json'), 'utf8')) as Manifest;
    const ours = readdirSync(shop('netlify/functions'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(manifest.functions.map((f) => f.name).sort()).toEqual(ours);
    const problems: string[] = [];
    for (const fn of manifest.functions) {
      expect(fn.path, fn.name).toMatch(/\.zip$/);
      const entries = zipEntries(fn.path).filter((e) => !e.name.endsWith('/'));
      const bundle = {
        name: fn.name,
        zippedBytes: statSync(fn.path).size,
        bytes: entries.reduce((s, e) => s + e.bytes, 0),
        files: entries.map((e) => e.name),
      };
      expect(bundle.files, fn.name).toContain(`netlify/functions/${fn.name}.mjs`);
      expect([fn.name, fn.bundler, fn.runtimeVersion]).toEqual([fn.name, 'nft', 'nodejs24.x']);
      problems.push(...bundleProblems(bundle));
      // The full zod API would more than double a cold start's code: every function keeps to zod/mini.
      if (carriesFullZod(bundle)) problems.push(`${fn.name}: carries the full zod API`);
      sizes.push(`  ${fn.name}: ${(bundle.zippedBytes / 1024).toFixed(0)} KB / ${(bundle.bytes / 1024).toFixed(0)} KB`);
    }
    expect(problems).toEqual([]);
    expect(LIMITS).toEqual({ zippedBytes: 50 * 1024 * 1024, unzippedBytes: 250 * 1024 * 1024 });
    // The scheduled functions are scheduled by Netlify's reading of their config, as deployed.
    expect(manifest.functions.find((f) => f.name === 'parcels-finish')?.schedule).toBeTruthy();
  });

  it('writes the edge bundle, with the site password gate in it', () => {
    const manifest = JSON.parse(readFileSync(shop('.netlify/edge-functions-dist/manifest.json'), 'utf8')) as EdgeManifest;
    expect(manifest.bundles.length).toBeGreaterThan(0);
    for (const bundle of manifest.bundles) {
      expect(statSync(shop(`.netlify/edge-functions-dist/${bundle.asset}`)).size, bundle.asset).toBeGreaterThan(0);
    }
    const gate = manifest.routes.filter((r) => r.function === 'gate');
    expect(gate.length, JSON.stringify(manifest.routes)).toBeGreaterThan(0);
    for (const path of ['/', '/products/x/', '/_astro/app.js', '/api/orders'])
      expect(
        gate.some((r) => new RegExp(r.pattern).test(path)),
        path,
      ).toBe(true);
  });

  it("records the production build's start in publish_state under its deploy id (the admin's Publishing…)", async () => {
    const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    try {
      const [state] = await sql<{ build_started_at: Date | null; build_deploy_id: string | null }[]>`
        select build_started_at, build_deploy_id from publish_state where id = 1`;
      expect(state?.build_started_at).toBeInstanceOf(Date);
      expect(state?.build_deploy_id).toBeTruthy();
    } finally {
      await sql.end();
    }
  });

  it("resizes the images the catalog uses, and leaves their copies in Netlify's build cache for the next build", () => {
    const folder = shop('dist/images/products');
    const variants = readdirSync(join(folder, '400')).sort();
    const used = [...imagesInUse(shop('dist'))].filter((f) => existsSync(join(folder, f))).sort();
    expect(used.length).toBeGreaterThan(0);
    expect(variants).toEqual(used);
    // Saved by netlify/plugins/image-variant-cache through utils.cache (locally under .netlify/cache).
    expect(build.output).toContain('[image-variant-cache] saved');
    const cached = readdirSync(shop('.netlify/cache'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.includes('shop-image-variants/') && f.endsWith('.webp'),
    );
    expect(cached.length).toBeGreaterThan(0);
  });

  it('writes the site into the copy only: dist/ and .netlify/ stay out of git', () => {
    expect(existsSync(shop('dist/index.html'))).toBe(true);
    const ignored = execFileSync('git', ['check-ignore', 'dist/index.html', '.netlify/functions/manifest.json'], { cwd: root })
      .toString()
      .trim()
      .split('\n');
    expect(ignored).toEqual(['dist/index.html', '.netlify/functions/manifest.json']);
  });
});
