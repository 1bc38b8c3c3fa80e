import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, db } from '../../src/server/db/client.ts';
import { claimGateAttempt, clearGateAttempts } from '../../src/server/gate/gate-attempts.repo.ts';
import { DEFAULT_GATE_THROTTLE, forgetAfterSeconds, waitSchedule } from '../../src/domain/gate/throttle.ts';
import { endWait, resetGateSettings } from './gate-helpers.ts';

const schedule = waitSchedule(DEFAULT_GATE_THROTTLE);
const forget = forgetAfterSeconds(DEFAULT_GATE_THROTTLE);
const claim = (key: string) => claimGateAttempt(db(), key, schedule, forget);
const address = () => `198.51.100.${randomUUID()}`;

afterAll(resetGateSettings);

describe('gate attempts per client address', () => {
  it('count failures and set the growing wait: 0, 0, 2, 4, ... then the 300 s lockout', async () => {
    const key = address();
    const waits: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const result = await claim(key);
      expect(result).toMatchObject({ claimed: true, failures: n });
      if (result.claimed) waits.push(result.waitSeconds);
      await endWait(key);
    }
    expect(waits).toEqual([0, 0, 2, 4, 8, 16, 30, 30, 30, 300, 300]);
  });

  it('refuse to count an attempt while the address waits, and say how long is left', async () => {
    const key = address();
    for (let n = 1; n <= 3; n++) await claim(key);
    const refused = await claim(key);
    expect(refused.claimed).toBe(false);
    if (!refused.claimed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    if (!refused.claimed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    const [row] = await db()<{ failures: number }[]>`select failures from login_attempts where scope = 'gate' and client_key = ${key}`;
    expect(row?.failures).toBe(3);
  });

  it('let no parallel guess slip past the count', async () => {
    const key = address();
    // On PostgreSQL the twelve statements really race over the pool's connections. PGlite serves one
    // session to every connection and cannot interleave statements, so there they share one connection.
    const pglite = inject('databaseKind') === 'pglite';
    const sql = pglite ? connect(inject('databaseUrl'), { max: 1 }) : db();
    const results = await Promise.all(Array.from({ length: 12 }, () => claimGateAttempt(sql, key, schedule, forget)));
    if (pglite) await sql.end();
    const claimed = results.filter((r) => r.claimed);
    // Two free tries, the third sets a 2 s wait: every other guess sent at the same moment is refused.
    expect(claimed).toHaveLength(3);
    expect(claimed.map((r) => r.claimed && r.failures).sort()).toEqual([1, 2, 3]);
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
