import { describe, expect, it } from 'vitest';
import { isAccepted, readConsent, writeConsent } from './consent.ts';

describe('the ads choice as the browser remembers it', () => {
  it('reads back what was written, accepted or refused, with its time', () => {
    expect(readConsent(writeConsent('accepted', 1764363600000))).toEqual({ choice: 'accepted', at: 1764363600000 });
    expect(readConsent(writeConsent('refused', 1764363600001))).toEqual({ choice: 'refused', at: 1764363600001 });
  });

  it('no record, or anything else than a record, is no choice: nothing may load', () => {
    for (const raw of [
      null,
      '',
      'yes',
      'true',
      '{"choice":"accepted"}',
      '{"choice":"maybe","at":1}',
      '{"choice":"accepted","at":-5}',
      '[]',
      'null',
    ])
      expect(readConsent(raw), String(raw)).toBeNull();
  });

  it('only "accepted" lets the pixels start', () => {
    expect(isAccepted({ choice: 'accepted', at: 1 })).toBe(true);
    expect(isAccepted({ choice: 'refused', at: 1 })).toBe(false);
    expect(isAccepted(null)).toBe(false);
  });
});
