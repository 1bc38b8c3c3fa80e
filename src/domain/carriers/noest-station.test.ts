// NOEST's station codes: its desks list keys "01A" for the desk whose code is "1A" (NOEST-23, "List of
// Offices"), so both, and any case or leading zeros, name one desk.
import { describe, expect, it } from 'vitest';
import { noestStationKey, sameNoestStation, wilayaOfNoestStation } from './noest-station.ts';

describe('NOEST station codes', () => {
  it('"1A", "01A", "1a" and " 001A " are one desk; "16A" and "16B" are not; "A1" and "" are no code', () => {
    for (const code of ['1A', '01A', '1a', ' 001A ']) expect(noestStationKey(code)).toBe('1A');
    expect(sameNoestStation('01A', '1A')).toBe(true);
    expect(sameNoestStation('16A', '16B')).toBe(false);
    expect(sameNoestStation('16A', '016a')).toBe(true);
    for (const code of ['A1', '', '123A', '16']) expect(noestStationKey(code)).toBeNull();
    expect(sameNoestStation('', '')).toBe(false);
  });

  it('reads the wilaya of a code whichever way it is written', () => {
    expect([wilayaOfNoestStation('01A'), wilayaOfNoestStation('1A'), wilayaOfNoestStation('31B'), wilayaOfNoestStation('x')]).toEqual([
      1,
      1,
      31,
      null,
    ]);
  });
});
