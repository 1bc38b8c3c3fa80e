// npm run gate -- --password <new> [--on | --off] [--delay-after N] [--lockout-after N] [--lockout-seconds N]
//                 [--hard-lockout-after N] [--hard-lockout-seconds N] [--failures-per-minute N]
// The owner's switch for the site password until the admin area exists. Works on DATABASE_URL, or on
// the embedded database under .data/ (stop `npm start` first: only one process may open it).
// `--password -` reads the password from standard input, so it stays out of the shell history.
// A change reaches the site with the next build (npm start, or a Netlify deploy).
import { parseArgs } from 'node:util';
import { text } from 'node:stream/consumers';
import { prepareDatabase } from './lib/database.ts';
import { connect } from '../src/server/db/client.ts';
import { ensureDefaultSettings } from '../src/server/settings/default-settings.ts';
import { getGateSettings } from '../src/server/settings/gate-settings.repo.ts';
import {
  changeGatePassword,
  GateSettingsError,
  setGateLimits,
  setGateProtection,
  setGateThrottle,
} from '../src/server/gate/gate-protection.ts';
import { isPlaceholderHash } from '../src/server/passwords/placeholder.ts';

const { values } = parseArgs({
  options: {
    password: { type: 'string' },
    on: { type: 'boolean' },
    off: { type: 'boolean' },
    'delay-after': { type: 'string' },
    'lockout-after': { type: 'string' },
    'lockout-seconds': { type: 'string' },
    'hard-lockout-after': { type: 'string' },
    'hard-lockout-seconds': { type: 'string' },
    'failures-per-minute': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || (values.on && values.off)) {
  console.log(
    'Usage: npm run gate -- [--password <new> | --password -] [--on | --off] [--delay-after N] [--lockout-after N] [--lockout-seconds N] [--hard-lockout-after N] [--hard-lockout-seconds N] [--failures-per-minute N]',
  );
  process.exit(values.help ? 0 : 1);
}

const database = await prepareDatabase({});
// The placeholder password may only protect the embedded database (see src/server/passwords/placeholder.ts).
process.env.DATABASE_EMBEDDED = database.embedded ? '1' : '0';
const sql = connect(database.url, { max: 1 });
try {
  await ensureDefaultSettings(sql);
  if (values.password !== undefined) {
    const password = values.password === '-' ? (await text(process.stdin)).replace(/\r?\n$/, '') : values.password;
    await changeGatePassword(sql, password);
    console.log('[gate] site password changed');
  }
  const numbers = [values['delay-after'], values['lockout-after'], values['lockout-seconds']];
  if (numbers.some((n) => n !== undefined)) {
    const current = (await getGateSettings(sql)).throttle;
    await setGateThrottle(sql, {
      delayAfter: values['delay-after'] === undefined ? current.delayAfter : Number(values['delay-after']),
      lockoutAfter: values['lockout-after'] === undefined ? current.lockoutAfter : Number(values['lockout-after']),
      lockoutSeconds: values['lockout-seconds'] === undefined ? current.lockoutSeconds : Number(values['lockout-seconds']),
    });
  }
  const limits = [values['hard-lockout-after'], values['hard-lockout-seconds'], values['failures-per-minute']];
  if (limits.some((n) => n !== undefined)) {
    const current = (await getGateSettings(sql)).limits;
    const pick = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
    await setGateLimits(sql, {
      hardLockoutAfter: pick(values['hard-lockout-after'], current.hardLockoutAfter),
      hardLockoutSeconds: pick(values['hard-lockout-seconds'], current.hardLockoutSeconds),
      failuresPerMinute: pick(values['failures-per-minute'], current.failuresPerMinute),
    });
  }
  if (values.on || values.off) await setGateProtection(sql, Boolean(values.on));

  const settings = await getGateSettings(sql);
  const placeholder = await isPlaceholderHash(settings.passwordHash);
  const t = settings.throttle;
  console.log(
    `[gate] protection ${settings.enabled ? 'ON' : 'off'}; password: ${placeholder ? 'the shipped placeholder (change it!)' : 'set by you'}`,
  );
  const l = settings.limits;
  console.log(
    `[gate] throttle: a growing delay from failure ${t.delayAfter}, a ${t.lockoutSeconds} s lockout from failure ${t.lockoutAfter}`,
  );
  console.log(
    `[gate] hard lockout (the right password refused too) from failure ${l.hardLockoutAfter}, for ${l.hardLockoutSeconds} s; the site counts as sprayed past ${l.failuresPerMinute} failures a minute`,
  );
  console.log('[gate] rebuild the site for the change to take effect (npm start, or deploy on Netlify)');
} catch (error) {
  if (!(error instanceof GateSettingsError)) throw error;
  console.error(`[gate] ${error.message}`);
  process.exitCode = 1;
} finally {
  await sql.end();
  await database.stop();
}
