// docs/deploy.md is followed by a new owner who has never read the code: every name it gives must
// exist (a variable the code reads, an npm script, a function's address), every variable the
// deployed code reads that the owner may set must be in it, and its steps must point at steps that
// exist. A walk-through tried as a newcomer found each of these kinds of slip; this keeps them out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const deploy = read('docs/deploy.md');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}
/** What the deployed site runs (functions, edge function, the code they and the build import). */
const deployed = ['src', 'netlify'].flatMap(sourcesUnder).map(read).join('\n');
const everything = deployed + ['scripts'].flatMap(sourcesUnder).map(read).join('\n') + read('astro.config.mjs');

/** Variables the code reads: shopEnv().NAME or env.NAME (src/server/env.ts), and names kept in a constant (`…_VARIABLE = 'NAME'`). */
const readByDeployedCode = new Set([
  ...[...deployed.matchAll(/\b(?:process\.env|env|shopEnv\(\))\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
  ...[...deployed.matchAll(/_VARIABLE = '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!),
]);

// Read by deployed code, but not the owner's to set on Netlify, so not in the walk-through.
const NOT_THE_OWNERS = {
  NETLIFY: 'set by Netlify',
  CONTEXT: 'set by Netlify',
  DEPLOY_ID: 'set by Netlify',
  URL: 'set by Netlify',
  SITE_ID: "set by Netlify in a function's environment (a deployed site: carrier-fetch.ts)",
  AWS_LAMBDA_FUNCTION_NAME: "set by the runtime Netlify's functions run on (a deployed site: carrier-fetch.ts)",
  SITE_URL: 'the site address on a host other than Netlify (Netlify sets URL)',
  NODE_ENV: 'set by the tools',
  BUILD_NODE_ENV: 'set by scripts/build.ts',
  PROD: "Vite's import.meta.env",
  DATABASE_EMBEDDED: 'set by npm start for the embedded database',
  DATABASE_POOL_ROLE: 'set by the build and the local runtime',
  UPLOADS_DIR: 'the local runtime keeps uploads on disk',
  PUBLISH_QUIET_MS: "the local runtime's automatic publishing",
  BUILD_PAGE_WORKERS: 'a build tuning knob (docs/benchmarks.md)',
  TEST_PASSWORD_COST: 'the test sites only, and never taken on Netlify',
  ADS_META_API_URL: "the tests' stand-in for Meta's Graph API (docs/ads-server-events.md)",
  ADS_TIKTOK_API_URL: "the tests' stand-in for TikTok's Business API (docs/ads-server-events.md)",
  ADS_SCRIPT_ORIGIN: "the tests' stand-ins of the pixels' scripts, never taken on a deployed site (docs/ads.md)",
} as const;

// Named in the walk-through to say the shop does NOT read them (another tool sets them).
const NAMED_NOT_READ = {
  SUPABASE_DATABASE_URL: "set by Netlify's Supabase extension: the project's https address, which the shop reads as SUPABASE_URL",
} as const;

describe('docs/deploy.md', () => {
  it('names every variable the deployed code reads that the owner may set', () => {
    const owners = [...readByDeployedCode].filter((name) => !(name in NOT_THE_OWNERS));
    expect(owners).toEqual(expect.arrayContaining(['DATABASE_URL', 'NETLIFY_DEPLOY_WEBHOOK_SECRET', 'NETLIFY_BUILD_HOOK_URL']));
    for (const name of owners) expect(deploy, name).toMatch(new RegExp(`\`${name}[\`=]`));
  });

  it('names no variable that the code does not read', () => {
    const named = new Set([...deploy.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)[`=]/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(10);
    for (const name of named) if (!(name in NAMED_NOT_READ)) expect(everything, name).toContain(name);
    for (const name of Object.keys(NAMED_NOT_READ)) expect(everything, name).not.toContain(name);
  });

  it('names only npm scripts that exist', () => {
    const named = new Set([...deploy.matchAll(/npm run ([a-z][a-z:-]*)/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(0);
    for (const name of named) expect(Object.keys(pkg.scripts), `npm run ${name}`).toContain(name);
  });

  it('names only function addresses that a function serves', () => {
    const paths = new Set([...deploy.matchAll(/\/api\/[a-z][a-z/-]*[a-z]/g)].map((m) => m[0]));
    const served = sourcesUnder('netlify/functions').map(read).join('\n');
    expect(paths.size).toBeGreaterThan(0);
    for (const path of paths) expect(served, path).toContain(`'${path}'`);
  });

  it('numbers its steps 1, 2, 3… and refers only to steps that exist', () => {
    // The walk-through is the page's first part, before its first ## section.
    const walkThrough = deploy.slice(0, deploy.indexOf('\n## '));
    const steps = [...walkThrough.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1]));
    expect(steps.length).toBeGreaterThan(5);
    expect(steps).toEqual(steps.map((_, i) => i + 1));
    for (const [, n] of deploy.matchAll(/\bsteps? (\d+)/g)) expect(Number(n)).toBeLessThanOrEqual(steps.length);
  });

  it('puts each step after what it needs', () => {
    const at = (words: string) => {
      const index = deploy.indexOf(words);
      expect(index, words).toBeGreaterThanOrEqual(0);
      return index;
    };
    // The owner's own copy of the repository comes first: Netlify imports it, and the commands run in it.
    expect(at('git clone')).toBeLessThan(at('npx supabase login'));
    // The build hook and the deploy notification are made in the project's settings, which exist only
    // once the import screen has created the project; the secret they share is chosen before.
    const projectExists = at("the import screen's Deploy button");
    expect(at('Add build hook')).toBeGreaterThan(projectExists);
    expect(at('Deploy notifications → Add notification')).toBeGreaterThan(projectExists);
    expect(at('`NETLIFY_DEPLOY_WEBHOOK_SECRET` (needed')).toBeLessThan(projectExists);
  });

  it('says how to size a drop: the pooler limits per compute size and the bench:drop numbers table', () => {
    const dropDay = deploy.slice(deploy.indexOf('## Drop day: the pooler and the compute size'));
    expect(dropDay.length).toBeLessThan(deploy.length);
    for (const compute of ['Nano', 'Micro', 'Small', 'Medium', 'Large'])
      expect(dropDay).toMatch(new RegExp(`\\| ${compute}\\b[^\\n]*\\| \\d`));
    // The measured runs: a header, then rows of numbers (a drop that held has gaveUp 0 and fiveHundreds 0).
    expect(dropDay).toContain(
      '| buyers (in 10 s) | instances | pooler max clients | server pool | placed | soldOut | gaveUp | fiveHundreds | busy answers retried | p50 ms | p99 ms | held |',
    );
    expect(dropDay).toMatch(/^\| 1,000 burst \| 400 \| 200 [^|\n]*\| 15 \| 50 \| 950 \| 0 \| 0 \| [\d,]+ \| [\d,]+ \| [\d,]+ \| yes \|$/m);
    expect(dropDay).toContain('### How to size a drop');
  });
});
