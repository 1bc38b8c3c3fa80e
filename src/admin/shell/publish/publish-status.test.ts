import { describe, expect, it } from 'vitest';
import { pollDelay, type PublishStatus } from '../../core/publish-poll.ts';
import { publishLine } from './publish-status.ts';

const liveSince = '2026-11-23T08:05:00.000Z'; // 09:05 in Algiers
const status = (over: Partial<PublishStatus>): PublishStatus => ({
  state: 'live',
  liveSince,
  error: null,
  changesPending: false,
  target: 'netlify',
  auto: { enabled: false, intervalMinutes: 30, nextAt: null },
  pending: [],
  pendingTotal: 0,
  ...over,
});

describe('the publishing bar', () => {
  it('says where a saved change stands, in the admin’s words', () => {
    expect(publishLine(status({ state: 'pending', changesPending: true, pendingTotal: 3 }), 'en')).toEqual({ key: 'publishPending', n: 3 });
    expect(publishLine(status({ state: 'publishing', changesPending: true }), 'en')).toEqual({ key: 'publishRunning' });
    expect(publishLine(status({ state: 'failed', error: 'astro build exited with 1', changesPending: true }), 'en')).toEqual({
      key: 'publishFailed',
      reason: 'astro build exited with 1',
    });
    expect(publishLine(status({}), 'en')).toEqual({ key: 'publishLive', time: '09:05' });
    expect(publishLine(status({}), 'ar')).toEqual({ key: 'publishLive', time: '09:05' });
    expect(publishLine(status({ liveSince: null }), 'en')).toBeNull();
  });

  it('reads again quickly only while a build is on its way, never while changes wait for Publish', () => {
    expect(pollDelay(status({ state: 'publishing', changesPending: true }))).toBe(2000);
    expect(pollDelay(status({}))).toBeNull();
    expect(pollDelay(status({ state: 'failed', error: 'x', changesPending: true }))).toBeNull();
    // Netlify, automatic publishing off (its default): the changes wait for the owner.
    expect(pollDelay(status({ state: 'pending', changesPending: true }))).toBeNull();
    // On: it starts by itself once its interval has passed; under npm start seconds after the save.
    expect(
      pollDelay(status({ state: 'pending', changesPending: true, auto: { enabled: true, intervalMinutes: 30, nextAt: liveSince } })),
    ).toBe(60_000);
    expect(
      pollDelay(
        status({
          state: 'pending',
          changesPending: true,
          target: 'local',
          auto: { enabled: true, intervalMinutes: 30, nextAt: liveSince },
        }),
      ),
    ).toBe(2000);
  });
});
