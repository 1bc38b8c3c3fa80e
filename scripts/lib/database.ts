// Gets a migrated database for the local scripts: the PostgreSQL of DATABASE_URL when set, otherwise
// the embedded PGlite under .data/ (created on first use, with the demo catalog).
import { rmSync, writeFileSync } from 'node:fs';
import { connect } from '../../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { migrate } from '../../src/server/db/migrate.ts';

export const DEFAULT_DATA_DIR = process.env.DATA_DIR ?? '.data/pglite';

/** The file that holds the address of the embedded database kept in `dataDir` while it runs. */
export const embeddedUrlFile = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.url`;

export type LocalDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

/**
 * The demo catalog goes into the embedded database by default (SEED_DEMO=0 or seed: false skips it),
 * and into a database given by DATABASE_URL only when asked for by name (`db:migrate -- --seed-demo`):
 * a production database must never fill up with demo products by accident.
 */
export function shouldSeedDemo(where: { external: boolean; asked: boolean | undefined }): boolean {
  return where.external ? where.asked === true : where.asked ?? true;
}

export async function prepareDatabase(options: { dataDir?: string; reset?: boolean; seed?: boolean | undefined } = {}): Promise<LocalDatabase> {
  // A DATABASE_URL that points at an embedded server we started earlier in this process is not external.
  const external = process.env.DATABASE_EMBEDDED === '1' ? undefined : process.env.DATABASE_URL || undefined;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!external && options.reset) rmSync(dataDir, { recursive: true, force: true });

  const started = Date.now();
  const embedded = external ? undefined : await startEmbeddedDatabase(dataDir);
  const url = external ?? embedded!.url;
  const sql = connect(url, { max: 1 });
  try {
    const { applied, seeded } = await migrate(sql, { seed: shouldSeedDemo({ external: Boolean(external), asked: options.seed }) });
    const where = external ? 'DATABASE_URL' : `PGlite in ${dataDir}`;
    const what = applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date';
    console.log(`[db] ${where}: ${what}${seeded ? ', demo catalog seeded' : ''} (${Date.now() - started} ms)`);
  } finally {
    await sql.end();
  }
  process.env.DATABASE_URL = url;
  // Where the running embedded database listens (its port changes every start), beside its folder:
  // the browser tests read the orders they placed back from it.
  if (embedded) writeFileSync(embeddedUrlFile(dataDir), url);
  return { url, embedded: !external, stop: async () => embedded?.stop() };
}
