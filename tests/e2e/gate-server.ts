// The protected test site: a fresh embedded database, the password and protection set through the
// owner's CLI (npm run gate), then `node scripts/start.ts`: build and serve, as a real owner would.
// Run by playwright.gate.config.ts as its web server.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from '../../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { GATE_PASSWORD, GATE_PORT, GATE_THROTTLE, gateFolders } from './gate-fixture.ts';

const folders = gateFolders(GATE_PORT);
const env = { ...process.env, PORT: String(GATE_PORT), DATA_DIR: folders.dataDir, ASTRO_OUT_DIR: folders.outDir, DATABASE_URL: '' };
const run = (script: string, args: string[] = []) => execFileSync(process.execPath, [script, ...args], { env, stdio: 'inherit' });

run('scripts/db-reset.ts');
run('scripts/gate.ts', [
  '--password',
  GATE_PASSWORD,
  '--on',
  '--delay-after',
  String(GATE_THROTTLE.delayAfter),
  '--lockout-after',
  String(GATE_THROTTLE.lockoutAfter),
  '--lockout-seconds',
  String(GATE_THROTTLE.lockoutSeconds),
]);

// The leak test needs the hash (and its salt) to look for them; read it before the shop opens the database.
const database = await startEmbeddedDatabase(folders.dataDir);
const sql = connect(database.url, { max: 1 });
const [row] = await sql<{ password_hash: string }[]>`select password_hash from site_settings where id = 1`;
writeFileSync(folders.knownHash, row!.password_hash, { mode: 0o600 });
// The main test site runs with the drop countdown on; this one has it off, so that state is tested too.
await sql`update site_settings set countdown_enabled = false where id = 1`;
await sql.end();
await database.stop();

Object.assign(process.env, env);
await import('../../scripts/start.ts');
