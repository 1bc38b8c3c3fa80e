// The order's short wait for a pooler slot (pooler-slot.ts): which refusals it waits out, and for how long.
import { describe, expect, it } from 'vitest';
import { isPoolerFull, whenPoolerHasRoom } from './pooler-slot.ts';

const pgbouncerFull = Object.assign(new Error('no more connections allowed (max_client_conn)'), { code: '08P01' });
const supavisorFull = Object.assign(new Error('(EMAXCONN) max client connections reached, limit: 200'), { code: 'XX000' });
const tooManyClients = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });

describe('isPoolerFull', () => {
  it("knows pgbouncer's, Supavisor's and PostgreSQL's refusals of one more client, and nothing else", () => {
    expect([pgbouncerFull, supavisorFull, tooManyClients].map(isPoolerFull)).toEqual([true, true, true]);
    const others = [
      Object.assign(new Error('query_wait_timeout'), { code: '08P01' }),
      Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }),
      new Error('out of stock'),
      'no more connections allowed',
      null,
    ];
    expect(others.map(isPoolerFull)).toEqual([false, false, false, false, false]);
  });
});

describe('whenPoolerHasRoom', () => {
  it('tries again while the pooler is full and gives the answer once a slot is free', async () => {
    let tries = 0;
    const answer = await whenPoolerHasRoom(async () => {
      if (++tries < 4) throw pgbouncerFull;
      return 'placed';
    });
    expect(answer).toBe('placed');
    expect(tries).toBe(4);
  });

  it('gives up with the refusal once its budget is spent', async () => {
    let tries = 0;
    await expect(
      whenPoolerHasRoom(async () => {
        tries++;
        throw supavisorFull;
      }, 300),
    ).rejects.toBe(supavisorFull);
    expect(tries).toBeGreaterThan(1);
  });

  it('never tries again after another error (it may have come after a statement ran)', async () => {
    let tries = 0;
    const lost = Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    await expect(
      whenPoolerHasRoom(async () => {
        tries++;
        throw lost;
      }),
    ).rejects.toBe(lost);
    expect(tries).toBe(1);
  });
});
