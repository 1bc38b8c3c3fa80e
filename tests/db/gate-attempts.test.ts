import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, db } from '../../src/server/db/client.ts';
import {
  claimGateAttempt,
  clearGateAttempts,
  countSiteFailure,
  isSiteSprayed,
  type AttemptRules,
} from '../../src/server/gate/gate-attempts.repo.ts';
import {
  DEFAULT_GATE_LIMITS,
  DEFAULT_GATE_THROTTLE,
  forgetAfterSeconds,
  SPRAY_WAIT_SECONDS,
  waitSchedule,
} from '../../src/domain/gate/throttle.ts';
import { endWait, resetGateSettings } from './gate-helpers.ts';

const rules: AttemptRules = {
  schedule: waitSchedule(DEFAULT_GATE_THROTTLE),
  forgetAfterSeconds: forgetAfterSeconds(DEFAULT_GATE_THROTTLE),
  hardLockoutAfter: 12,
  hardLockoutSeconds: 900,
  sprayWaitSeconds: 0,
};
const claim = (key: string, changes: Partial<AttemptRules> = {}) => claimGateAttempt(db(), key, { ...rules, ...changes });
const address = () => `198.51.100.${randomUUID()}`;

afterAll(resetGateSettings);

describe('gate attempts per client address', () => {
  it('count failures and set the growing wait: 0, 0, 2, 4, ... then the 300 s lockout, then the hard lockout', async () => {
    const key = address();
    const waits: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const result = await claim(key);
      expect(result).toMatchObject({ claimed: true, failures: n });
      if (result.claimed) waits.push(result.waitSeconds);
      if (n < 12) await endWait(key);
    }
    expect(waits).toEqual([0, 0, 2, 4, 8, 16, 30, 30, 30, 300, 300, 900]);
  });

  it('still count an attempt during a short wait or the soft lockout: the right password may be in it', async () => {
    const key = address();
    for (let n = 1; n <= 3; n++) await claim(key);
    expect(await claim(key)).toMatchObject({ claimed: true, failures: 4 });
  });

  it('refuse an address under the hard lockout without counting, and say how long is left', async () => {
    const key = address();
    for (let n = 1; n <= 12; n++) await claim(key);
    const refused = await claim(key);
    expect(refused).toMatchObject({ claimed: false, hard: true });
    if (!refused.claimed) expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    const [row] = await db()<{ failures: number }[]>`select failures from login_attempts where scope = 'gate' and client_key = ${key}`;
    expect(row?.failures).toBe(12);
  });

  it('while the site is sprayed, make every failure wait 30 s and refuse a waiting address', async () => {
    const key = address();
    expect(await claim(key, { sprayWaitSeconds: SPRAY_WAIT_SECONDS })).toMatchObject({ claimed: true, failures: 1, waitSeconds: 30 });
    expect(await claim(key, { sprayWaitSeconds: SPRAY_WAIT_SECONDS })).toMatchObject({ claimed: false, hard: false });
    // The spray over, the same address may try again (its wait is a soft one).
    expect(await claim(key)).toMatchObject({ claimed: true, failures: 2 });
  });

  it('let no parallel guess slip past the count', async () => {
    const key = address();
    // On PostgreSQL the statements really race over the pool's connections. PGlite serves one
    // session to every connection and cannot interleave statements, so there they share one connection.
    const pglite = inject('databaseKind') === 'pglite';
    const sql = pglite ? connect(inject('databaseUrl'), { max: 1 }) : db();
    const results = await Promise.all(Array.from({ length: 20 }, () => claimGateAttempt(sql, key, rules)));
    if (pglite) await sql.end();
    const claimed = results.filter((r) => r.claimed);
    // Every guess is counted up to the hard lockout (12); every one sent after it is refused.
    expect(claimed).toHaveLength(12);
    expect(claimed.map((r) => r.claimed && r.failures).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('forget an address that failed long ago, and start over after the right password', async () => {
    const key = address();
    for (let n = 1; n <= 3; n++) await claim(key);
    await db()`update login_attempts set last_failed_at = now() - interval '2 hours', blocked_until = now() - interval '2 hours' where client_key = ${key}`;
    expect(await claim(key)).toMatchObject({ claimed: true, failures: 1, waitSeconds: 0 });
    await clearGateAttempts(db(), key);
    expect(await db()`select 1 from login_attempts where client_key = ${key}`).toHaveLength(0);
    expect(await claim(key)).toMatchObject({ claimed: true, failures: 1 });
  });

  it('keep addresses apart', async () => {
    const a = address();
    const b = address();
    for (let n = 1; n <= 3; n++) await claim(a);
    expect(await claim(b)).toMatchObject({ claimed: true, failures: 1 });
  });
});

describe('the site-wide budget of wrong passwords', () => {
  it('counts the failures of the current minute and says when the budget is spent', async () => {
    await db()`delete from gate_failure_window`;
    expect(await isSiteSprayed(db(), 3)).toBe(false);
    expect([await countSiteFailure(db()), await countSiteFailure(db()), await countSiteFailure(db())]).toEqual([1, 2, 3]);
    expect(await isSiteSprayed(db(), 3)).toBe(true);
    expect(await isSiteSprayed(db(), DEFAULT_GATE_LIMITS.failuresPerMinute)).toBe(false);
    // A minute later the count starts again.
    await db()`update gate_failure_window set started_at = now() - interval '61 seconds'`;
    expect(await isSiteSprayed(db(), 3)).toBe(false);
    expect(await countSiteFailure(db())).toBe(1);
    await db()`delete from gate_failure_window`;
  });
});
