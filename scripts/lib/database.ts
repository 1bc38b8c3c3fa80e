// Gets the database for the local scripts: the PostgreSQL of DATABASE_URL when set, otherwise the
// embedded PGlite under .data/ (created on first use, with the demo catalog). The embedded one is
// migrated by whichever script opens it; a DATABASE_URL database only by `npm run db:migrate`: the
// other scripts check that its schema is current and refuse, in one sentence, when it is not (a shop's
// production schema changes when its owner decides, never as a side effect of adding an admin).
// A database that cannot be reached is one sentence too, never the driver's stack.
import { rmSync, writeFileSync } from 'node:fs';
import { connect } from '../../src/server/db/client.ts';
import { connectionFailure } from '../../src/server/db/connection-failure.ts';
import { startEmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { migrate, pendingMigrations } from '../../src/server/db/migrate.ts';
import { shopEnv } from '../../src/server/env.ts';

export const DEFAULT_DATA_DIR = shopEnv().DATA_DIR ?? '.data/pglite';

/** The file that holds the address of the embedded database kept in `dataDir` while it runs. */
export const embeddedUrlFile = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.url`;

export type LocalDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

/**
 * The demo catalog goes into the embedded database by default (SEED_DEMO=0 or seed: false skips it),
 * and into a database given by DATABASE_URL only when asked for by name (`db:migrate -- --seed-demo`):
 * a production database must never fill up with demo products by accident.
 */
export function shouldSeedDemo(where: { external: boolean; asked: boolean | undefined }): boolean {
  return where.external ? where.asked === true : (where.asked ?? true);
}

export type PrepareOptions = {
  dataDir?: string;
  reset?: boolean;
  seed?: boolean | undefined;
  /** Apply pending migrations to a DATABASE_URL database too: `npm run db:migrate` only. */
  migrate?: boolean;
};

export async function prepareDatabase(options: PrepareOptions = {}): Promise<LocalDatabase> {
  // A DATABASE_URL that points at an embedded server we started earlier in this process is not external.
  const external = shopEnv().DATABASE_EMBEDDED === '1' ? undefined : shopEnv().DATABASE_URL || undefined;
  if (external) {
    await openExternalDatabase(external, {
      migrate: options.migrate === true,
      seed: shouldSeedDemo({ external: true, asked: options.seed }),
    });
    return { url: external, embedded: false, stop: async () => {} };
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });

  const started = Date.now();
  const embedded = await startEmbeddedDatabase(dataDir);
  const sql = connect(embedded.url, { max: 1 });
  try {
    const { applied, seeded } = await migrate(sql, { seed: shouldSeedDemo({ external: false, asked: options.seed }) });
    const what = applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date';
    console.log(`[db] PGlite in ${dataDir}: ${what}${seeded ? ', demo catalog seeded' : ''} (${Date.now() - started} ms)`);
  } finally {
    await sql.end();
  }
  process.env.DATABASE_URL = embedded.url;
  // Where the running embedded database listens (its port changes every start), beside its folder:
  // the browser tests read the orders they placed back from it.
  writeFileSync(embeddedUrlFile(dataDir), embedded.url);
  return { url: embedded.url, embedded: true, stop: async () => embedded.stop() };
}

/** The sentence for a DATABASE_URL database whose schema is older than this version of the shop. */
export function schemaBehind(pending: readonly string[]): string {
  return (
    `The database of DATABASE_URL lacks ${pending.length} of this version's migrations (from ${pending[0]}): ` +
    'apply them with `npm run db:migrate` (or `npx supabase db push --remote`), then run this command again.'
  );
}

/**
 * Opens the DATABASE_URL database once: migrates it (db:migrate), or checks that nothing is pending.
 * A connection failure or a schema behind ends the process with one sentence and exit code 1.
 */
export async function openExternalDatabase(url: string, options: { migrate: boolean; seed: boolean; label?: string }): Promise<void> {
  const label = options.label ?? 'db';
  const started = Date.now();
  let pending: string[] = [];
  let line = '';
  try {
    const sql = connect(url, { max: 1 });
    try {
      if (options.migrate) {
        const { applied, seeded } = await migrate(sql, { seed: options.seed });
        line = `${applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date'}${seeded ? ', demo catalog seeded' : ''}`;
      } else {
        pending = await pendingMigrations(sql);
        line = 'schema up to date';
      }
    } finally {
      await sql.end({ timeout: 1 });
    }
  } catch (error) {
    const sentence = connectionFailure(error, url);
    if (!sentence) throw error;
    stop(label, sentence);
  }
  if (pending.length) stop(label, schemaBehind(pending));
  console.log(`[${label}] DATABASE_URL: ${line} (${Date.now() - started} ms)`);
}

function stop(label: string, sentence: string): never {
  console.error(`[${label}] ${sentence}`);
  process.exit(1);
}
