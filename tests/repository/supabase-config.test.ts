// supabase/config.toml is what `npx supabase link`, `db push` and `db reset` read: without it the CLI
// stops and asks for `supabase init`. These checks pin the settings the shop depends on; that the
// pinned CLI reads the file without a warning is shown by running it (tests/deploy/supabase-walkthrough).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url));
const configFile = join(supabaseDir, 'config.toml');
type Table = Record<string, unknown>;
const section = (config: Table, path: string): Table => path.split('.').reduce<Table>((t, key) => (t[key] ?? {}) as Table, config);

describe('supabase/config.toml', () => {
  const config = () => parse(readFileSync(configFile, 'utf8')) as Table;

  it('exists and parses as TOML with a project_id placeholder', () => {
    expect(existsSync(configFile)).toBe(true);
    expect(config().project_id).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
  });

  it('runs the database major version new Supabase projects run (17)', () => {
    expect(section(config(), 'db').major_version).toBe(17);
  });

  it('seeds the demo catalog from supabase/seed.sql, which exists', () => {
    const seed = section(config(), 'db.seed');
    expect(seed.enabled).toBe(true);
    expect(seed.sql_paths).toEqual(['./seed.sql']);
    expect(existsSync(join(supabaseDir, 'seed.sql'))).toBe(true);
  });

  it("sends the admin's magic link back to the admin area, and keeps Google off by default", () => {
    const auth = section(config(), 'auth');
    expect(auth.enabled).toBe(true);
    expect(auth.site_url).toBe('http://localhost:4321');
    const redirects = auth.additional_redirect_urls as string[];
    expect(redirects).toContain('http://localhost:4321/gatekeeper-x9f2/');
    for (const url of redirects) expect(new URL(url).pathname).toBe('/gatekeeper-x9f2/');
    const google = section(config(), 'auth.external.google');
    expect(google.enabled).toBe(false);
    // A secret never sits in the file: the CLI reads it from the environment.
    expect(google.secret).toMatch(/^env\([A-Z_]+\)$/);
  });

  it('lets no one create an account by signing in, and counts an email only once confirmed', () => {
    expect(section(config(), 'auth').enable_signup).toBe(false);
    expect(section(config(), 'auth').enable_anonymous_sign_ins).toBe(false);
    const email = section(config(), 'auth.email');
    expect(email.enabled).toBe(true);
    expect(email.enable_confirmations).toBe(true);
    expect(section(config(), 'auth.sms').enabled).toBe(false);
  });

  it('never suggests `supabase config push` (it would send the localhost addresses to the live project)', () => {
    expect(readFileSync(configFile, 'utf8')).not.toMatch(/config push/);
  });
});
