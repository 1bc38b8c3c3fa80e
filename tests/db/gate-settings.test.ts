import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { getSiteSettings } from '../../src/server/settings/site-settings.repo.ts';
import { ensureDefaultSettings } from '../../src/server/settings/default-settings.ts';
import { getGateSettings } from '../../src/server/settings/gate-settings.repo.ts';
import { changeGatePassword, GateSettingsError, setGateProtection, setGateThrottle } from '../../src/server/gate/gate-protection.ts';
import { bakeGateConfig, gateForBuild } from '../../src/server/gate/gate-build.ts';
import { MISSING_SECRET } from '../../src/server/gate/cookie-secret.ts';
import { PLACEHOLDER_PASSWORD, PLACEHOLDER_REFUSAL } from '../../src/server/passwords/placeholder.ts';
import { verifyPassword } from '../../src/server/passwords/password-hash.ts';
import { resetGateSettings } from './gate-helpers.ts';

const sql = db();
const secret = { GATE_COOKIE_SECRET: 'settings-test-secret-0123456789-0123456789' };
const production = { ...secret, CONTEXT: 'production' };

afterEach(resetGateSettings);

describe('default settings at startup', () => {
  it('writes the defaults and the placeholder password, as a hash, when none exist', async () => {
    await sql`delete from site_settings`;
    await ensureDefaultSettings(sql);
    const gate = await getGateSettings(sql);
    expect(gate.enabled).toBe(false);
    expect(gate.throttle).toEqual({ delayAfter: 3, lockoutAfter: 10, lockoutSeconds: 300 });
    expect(gate.limits).toEqual({ hardLockoutAfter: 100, hardLockoutSeconds: 900, failuresPerMinute: 120 });
    expect(gate.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PLACEHOLDER_PASSWORD, gate.passwordHash)).toBe(true);
    const settings = await getSiteSettings(sql);
    expect(settings.countdown).toMatchObject({ enabled: true, title: 'Next Drop Coming Soon' });
    const [{ days }] = (await sql`select extract(epoch from countdown_target - now()) / 86400 as days from site_settings`) as unknown as [
      { days: string },
    ];
    expect(Number(days)).toBeCloseTo(7, 1);
  });

  it('keeps a password that is already set', async () => {
    await changeGatePassword(sql, 'owner-chosen-1');
    const before = (await getGateSettings(sql)).passwordHash;
    await ensureDefaultSettings(sql);
    expect((await getGateSettings(sql)).passwordHash).toBe(before);
  });

  it('never hands the hash to pages', async () => {
    expect(JSON.stringify(await getSiteSettings(sql))).not.toMatch(/scrypt|password_hash|passwordHash/);
  });
});

describe('the placeholder password outside an embedded database', () => {
  it('cannot protect a shared database, production or not', async () => {
    const embedded = process.env.DATABASE_EMBEDDED;
    try {
      process.env.DATABASE_EMBEDDED = '0';
      await expect(setGateProtection(sql, true)).rejects.toThrow(PLACEHOLDER_REFUSAL);
      process.env.DATABASE_EMBEDDED = '1';
      await setGateProtection(sql, true);
      expect((await getGateSettings(sql)).enabled).toBe(true);
    } finally {
      process.env.DATABASE_EMBEDDED = embedded;
    }
  });
});

describe('turning protection on', () => {
  it('is refused in production while the password is the placeholder', async () => {
    await expect(setGateProtection(sql, true, { production: true })).rejects.toThrow(PLACEHOLDER_REFUSAL);
    await expect(setGateProtection(sql, true, { production: true })).rejects.toBeInstanceOf(GateSettingsError);
    expect((await getGateSettings(sql)).enabled).toBe(false);
  });

  it('is allowed on a laptop with the placeholder, and in production with the owner’s password', async () => {
    await setGateProtection(sql, true, { production: false });
    expect((await getGateSettings(sql)).enabled).toBe(true);
    await setGateProtection(sql, false);
    await changeGatePassword(sql, 'owner-chosen-2', { production: true });
    await setGateProtection(sql, true, { production: true });
    expect((await getGateSettings(sql)).enabled).toBe(true);
  });

  it('will not take the placeholder back as the password of a protected production site', async () => {
    await changeGatePassword(sql, 'owner-chosen-3');
    await setGateProtection(sql, true, { production: true });
    await expect(changeGatePassword(sql, PLACEHOLDER_PASSWORD, { production: true })).rejects.toThrow(PLACEHOLDER_REFUSAL);
    await expect(changeGatePassword(sql, 'short', { production: true })).rejects.toThrow(/10 to 200 characters/);
    await expect(changeGatePassword(sql, 'drop-2026', { production: true })).rejects.toThrow(/10 to 200 characters/);
  });

  it('checks the throttle numbers', async () => {
    await setGateThrottle(sql, { delayAfter: 2, lockoutAfter: 3, lockoutSeconds: 6 });
    expect((await getGateSettings(sql)).throttle).toEqual({ delayAfter: 2, lockoutAfter: 3, lockoutSeconds: 6 });
    await expect(setGateThrottle(sql, { delayAfter: 4, lockoutAfter: 3, lockoutSeconds: 6 })).rejects.toBeInstanceOf(GateSettingsError);
  });
});

describe('what the build bakes for the edge', () => {
  it('is nothing while protection is off', async () => {
    expect(await gateForBuild(sql, production)).toEqual({ enabled: false });
    expect(bakeGateConfig({ enabled: false }, {})).toEqual({ enabled: false });
  });

  it('stops a production build locked with the placeholder, or without a cookie secret', async () => {
    await setGateProtection(sql, true, { production: false });
    await expect(gateForBuild(sql, production)).rejects.toThrow(/placeholder password/);
    await expect(gateForBuild(sql, { ...secret, BUILD_NODE_ENV: 'production' })).rejects.toThrow(/placeholder password/);
    expect((await gateForBuild(sql, { ...secret, DATABASE_EMBEDDED: '1' })).enabled).toBe(true); // a laptop build may try it out
    // A build of a shared PostgreSQL (DATABASE_URL) is not a laptop's embedded database.
    await expect(gateForBuild(sql, { ...secret, DATABASE_EMBEDDED: '0' })).rejects.toThrow(/shared database would use the placeholder/);
    await changeGatePassword(sql, 'owner-chosen-4');
    await expect(gateForBuild(sql, { CONTEXT: 'production' })).rejects.toThrow(MISSING_SECRET);
  });

  it('is a cookie version that follows the password and holds nothing of its hash', async () => {
    await changeGatePassword(sql, 'owner-chosen-5');
    await setGateProtection(sql, true, { production: true });
    const first = await gateForBuild(sql, production);
    expect(first).toEqual(await gateForBuild(sql, production));
    const hash = (await getGateSettings(sql)).passwordHash!;
    const baked = JSON.stringify(bakeGateConfig(first, { en: '<html>gate</html>' }));
    for (const part of hash.split('$').filter((p) => p.length > 8)) expect(baked).not.toContain(part);
    await changeGatePassword(sql, 'owner-chosen-6');
    expect(await gateForBuild(sql, production)).not.toEqual(first);
    expect(() => bakeGateConfig(first, {})).toThrow(/no gate page/);
  });
});
