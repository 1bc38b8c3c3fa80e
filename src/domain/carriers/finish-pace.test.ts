import { describe, expect, it } from 'vitest';
import { PLATFORM_QUOTAS } from './platforms.ts';
import { finishPerRun, minutesToFinish } from './finish-pace.ts';

describe('the pace at which waiting parcels are validated', () => {
  it('uses 40 of Ecotrack’s 50 requests a minute, so 52 parcels left by a 100-order click are finished within 3 minutes', () => {
    expect(finishPerRun(PLATFORM_QUOTAS.ecotrack)).toBe(40);
    expect(minutesToFinish(52, PLATFORM_QUOTAS.ecotrack)).toBe(3);
    expect(minutesToFinish(1, PLATFORM_QUOTAS.ecotrack)).toBe(2);
    expect(minutesToFinish(40, PLATFORM_QUOTAS.ecotrack)).toBe(2);
    expect(minutesToFinish(41, PLATFORM_QUOTAS.ecotrack)).toBe(3);
  });

  it('takes the smallest window into account, and never more than a scheduled run can do', () => {
    expect(finishPerRun({ perSecond: 5, perMinute: 50, perHour: 1000 })).toBe(40);
    expect(finishPerRun({ perSecond: 10 })).toBe(100);
    expect(finishPerRun({ perMinute: 1 })).toBe(1);
  });
});
