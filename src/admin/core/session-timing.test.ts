import { describe, expect, it } from 'vitest';
import { isSessionOver, needsRefresh, nextCheckIn, onThisClock, readSession, type AdminSession } from './session-timing.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) + minutes * 60_000).toISOString();
const now = Date.parse(at(0));
const session = (tokenMinutes: number, sessionMinutes = 24 * 60): AdminSession => ({
  token: 't',
  email: 'owner@example.com',
  tokenExpiresAt: at(tokenMinutes),
  sessionExpiresAt: at(sessionMinutes),
});

describe('the island keeps its session (spec sections 4 and 9)', () => {
  it('renews the working token once under 5 minutes remain, not before', () => {
    expect(needsRefresh(session(30), now)).toBe(false);
    expect(needsRefresh(session(5), now)).toBe(false);
    expect(needsRefresh(session(4.9), now)).toBe(true);
  });

  it('does not renew a token that already ends with the 24-hour session', () => {
    expect(needsRefresh(session(3, 3), now)).toBe(false);
  });

  it('counts the session over when the token or the session has run out', () => {
    expect(isSessionOver(session(0.01), now)).toBe(false);
    expect(isSessionOver(session(0), now)).toBe(true);
    expect(isSessionOver(session(30, -1), now)).toBe(true);
  });

  it('looks again at the renewal moment or after 5 minutes, whichever is sooner', () => {
    expect(nextCheckIn(session(30), now)).toBe(5 * 60_000);
    expect(nextCheckIn(session(7), now)).toBe(2 * 60_000);
    expect(nextCheckIn(session(4), now)).toBe(5 * 60_000);
  });

  it('reads back only a well-formed stored session', () => {
    expect(readSession(JSON.stringify(session(30)))).toEqual(session(30));
    expect(readSession('{"token":"t"}')).toBeNull();
    expect(readSession('not json')).toBeNull();
    expect(readSession(null)).toBeNull();
  });

  it("reads a new session on the phone's own clock, so a clock 26 minutes ahead renews once, not every second", () => {
    const phoneNow = now + 26 * 60_000;
    const issued = { ...session(30), issuedAt: at(0) };
    // Read against the phone's clock as sent, a fresh token would look nearly spent.
    expect(needsRefresh(issued, phoneNow)).toBe(true);
    const kept = onThisClock(issued, phoneNow);
    expect(kept).not.toHaveProperty('issuedAt');
    expect(Date.parse(kept.tokenExpiresAt) - phoneNow).toBe(30 * 60_000);
    expect(Date.parse(kept.sessionExpiresAt) - phoneNow).toBe(24 * 60 * 60_000);
    expect(needsRefresh(kept, phoneNow)).toBe(false);
    expect(nextCheckIn(kept, phoneNow)).toBe(5 * 60_000);
    // A clock two hours ahead would see the session over the moment it began.
    const twoHoursAhead = now + 120 * 60_000;
    expect(isSessionOver(issued, twoHoursAhead)).toBe(true);
    expect(isSessionOver(onThisClock(issued, twoHoursAhead), twoHoursAhead)).toBe(false);
  });

  it('keeps the ends as sent when the server gave no clock', () => {
    expect(onThisClock(session(30), now + 3_600_000)).toEqual(session(30));
  });
});
