// The one environment module (src/server/env.ts): read when called, typed, and nothing lost.
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_VARIABLES, shopEnv } from './env.ts';

const saved = process.env.PUBLISH_QUIET_MS;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLISH_QUIET_MS;
  else process.env.PUBLISH_QUIET_MS = saved;
});

describe('shopEnv', () => {
  it('reads process.env on every call, so a variable set after import (by a script or a test) is seen', () => {
    process.env.PUBLISH_QUIET_MS = '10';
    expect(shopEnv().PUBLISH_QUIET_MS).toBe('10');
    process.env.PUBLISH_QUIET_MS = '20';
    expect(shopEnv().PUBLISH_QUIET_MS).toBe('20');
    delete process.env.PUBLISH_QUIET_MS;
    expect(shopEnv().PUBLISH_QUIET_MS).toBeUndefined();
  });

  it('keeps the values as they are and every other variable (a child build still gets PATH)', () => {
    const env = shopEnv({ DATABASE_EMBEDDED: '1', PATH: '/usr/bin', SITE_URL: ' https://shop.dz ' });
    expect(env).toEqual({ DATABASE_EMBEDDED: '1', PATH: '/usr/bin', SITE_URL: ' https://shop.dz ' });
  });

  it('checks an environment once and reads through it after, without a copy', () => {
    const env = { PUBLISH_QUIET_MS: '10' } as Record<string, string | undefined>;
    expect(shopEnv(env)).toBe(env);
    env.PUBLISH_QUIET_MS = '20';
    expect(shopEnv(env).PUBLISH_QUIET_MS).toBe('20');
    expect(() => shopEnv({ PORT: 4321 } as unknown as Record<string, string>)).toThrow();
  });

  it('lists each variable the shop reads once', () => {
    expect(new Set(SHOP_VARIABLES).size).toBe(SHOP_VARIABLES.length);
    expect(SHOP_VARIABLES).toEqual(expect.arrayContaining(['DATABASE_URL', 'GATE_COOKIE_SECRET', 'ORDER_WEBHOOK_URL', 'SUPABASE_URL']));
  });
});
