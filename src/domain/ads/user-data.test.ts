// The contact data each platform matches on, normalised as it documents and hashed with SHA-256.
// Meta's own example (Conversions API, "Using the API": ph 254aa248…, 6f4fcb9d…) is the hash of the
// digits with the country code and no "+"; TikTok wants E.164. Sources: docs/ad-platform-apis.md.
import { describe, expect, it } from 'vitest';
import { COUNTRY, hashed, metaPhone, normalizeEmail, normalizeWord, phoneE164, sha256, splitName } from './user-data.ts';

describe("Meta's phone", () => {
  it("hashes to Meta's documented example: digits with the country code, no +", () => {
    expect(hashed(metaPhone('+12345678901'))).toEqual(['254aa248acb47dd654ca3ea53f48c2c26d641d23d7e2e93a1ec56258df7674c4']);
    expect(hashed(metaPhone('+1 425 123 4567'))).toEqual(['6f4fcb9deaeadc8f9746ae76d97ce1239e98b404efe5da3ee0b7149740f89ad6']);
  });

  it('turns a stored Algerian mobile into E.164 (+213 without the trunk 0), and Meta’s form of it', () => {
    expect(phoneE164('0555123456')).toBe('+213555123456');
    expect(phoneE164('0661000000')).toBe('+213661000000');
    expect(metaPhone(phoneE164('0771234567')!)).toBe('213771234567');
    expect(phoneE164('021234567')).toBeNull();
  });
});

describe('names, places, email and country', () => {
  it('lowercases and drops punctuation and spaces, keeping Arabic letters as written', () => {
    expect(splitName('  Amina  Ben-Ali ')).toEqual({ first: 'amina', last: 'benali' });
    expect(splitName('Mohamed')).toEqual({ first: 'mohamed', last: '' });
    expect(splitName('أمينة بن علي')).toEqual({ first: 'أمينة', last: 'بنعلي' });
    expect(normalizeWord('Alger Centre')).toBe('algercentre');
    expect(normalizeWord('Bordj Bou Arréridj')).toBe('bordjbouarréridj');
    expect(normalizeEmail(' Amina@Example.DZ ')).toBe('amina@example.dz');
    expect(COUNTRY).toBe('dz');
  });

  it('hashes as lowercase hex SHA-256 and leaves out what is empty', () => {
    expect(sha256('dz')).toBe('2a92270185a50d8020949f2cfb2125d1af1c2bd3dd92eada9210fcdb5c4310bf');
    expect(hashed('')).toEqual([]);
  });
});
