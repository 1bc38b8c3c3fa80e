import { describe, expect, it } from 'vitest';
import { pollDelay, publishLine } from './publish-status.ts';

describe('the publishing bar', () => {
  const liveSince = '2026-11-23T08:05:00.000Z'; // 09:05 in Algiers

  it('says where a saved change stands, in the admin’s words', () => {
    expect(publishLine({ state: 'pending', liveSince, error: null, changesPending: true }, 'en')).toEqual({ key: 'publishPending' });
    expect(publishLine({ state: 'publishing', liveSince, error: null, changesPending: true }, 'en')).toEqual({ key: 'publishRunning' });
    expect(publishLine({ state: 'failed', liveSince, error: 'astro build exited with 1', changesPending: true }, 'en')).toEqual({ key: 'publishFailed', reason: 'astro build exited with 1' });
    expect(publishLine({ state: 'live', liveSince, error: null, changesPending: false }, 'en')).toEqual({ key: 'publishLive', time: '09:05' });
    expect(publishLine({ state: 'live', liveSince, error: null, changesPending: false }, 'ar')).toEqual({ key: 'publishLive', time: '09:05' });
    expect(publishLine({ state: 'live', liveSince: null, error: null, changesPending: false }, 'en')).toBeNull();
  });

  it('polls only while something is on its way', () => {
    expect(pollDelay({ state: 'publishing', liveSince, error: null, changesPending: true })).toBe(2000);
    expect(pollDelay({ state: 'live', liveSince, error: null, changesPending: false })).toBeNull();
    expect(pollDelay({ state: 'failed', liveSince, error: 'x', changesPending: true })).toBe(2000);
  });
});
