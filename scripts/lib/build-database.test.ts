// A Netlify build without DATABASE_URL used to build the embedded demo catalog and deploy it; it
// now stops at once with what to set.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDatabase, MISSING_DATABASE_ON_NETLIFY } from './build-database.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the database a build reads', () => {
  it('is DATABASE_URL when set, the embedded one on a laptop, and refused on Netlify without DATABASE_URL', () => {
    expect(buildDatabase({ DATABASE_URL: 'postgres://x@db.example.com/postgres', NETLIFY: 'true' })).toEqual({
      kind: 'external',
      url: 'postgres://x@db.example.com/postgres',
    });
    expect(buildDatabase({})).toEqual({ kind: 'embedded' });
    for (const env of [
      { NETLIFY: 'true' },
      { CONTEXT: 'production' },
      { CONTEXT: 'deploy-preview' },
      { NETLIFY: 'true', DATABASE_URL: '' },
    ]) {
      expect(buildDatabase(env)).toEqual({ kind: 'refused', message: MISSING_DATABASE_ON_NETLIFY });
    }
  });

  it('`npm run build` on Netlify without DATABASE_URL exits 1 with that message, before building anything', () => {
    const env = { ...process.env, NETLIFY: 'true', CONTEXT: 'production', DATABASE_URL: '', DATA_DIR: '/nonexistent/never-created' };
    const run = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL is not set');
    expect(run.stderr).toContain('Supabase');
    expect(run.stdout).not.toContain('[db]');
  });
});
