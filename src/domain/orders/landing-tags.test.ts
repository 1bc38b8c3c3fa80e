import { describe, expect, it } from 'vitest';
import { fbcOf, hasTags, landingTags, newFbp } from './landing-tags.ts';
import { FBC_FORMAT, FBP_FORMAT } from './attribution.ts';

const NOW = 1764363600123;

describe('what a landing address brings', () => {
  it('_fbc is fb.1.<ms>.<fbclid>, as Meta builds it from the click', () => {
    expect(fbcOf('IwAR2xYz_Ab-Cd', NOW)).toBe('fb.1.1764363600123.IwAR2xYz_Ab-Cd');
    expect(landingTags('?fbclid=IwAR2xYz_Ab-Cd', NOW)).toEqual({ fbc: 'fb.1.1764363600123.IwAR2xYz_Ab-Cd' });
    expect(FBC_FORMAT.test(fbcOf('IwAR2xYz_Ab-Cd', NOW))).toBe(true);
  });

  it('a new _fbp is fb.1.<ms>.<10-digit random number>', () => {
    expect(newFbp(NOW, () => 0)).toBe('fb.1.1764363600123.1000000000');
    expect(newFbp(NOW, () => 0.999999999)).toMatch(/^fb\.1\.1764363600123\.\d{10}$/);
    expect(FBP_FORMAT.test(newFbp(NOW))).toBe(true);
  });

  it('reads ttclid and the five utm tags, trimmed, each cut to its column length', () => {
    const search =
      '?utm_source=facebook&utm_medium=paid%20social&utm_campaign=hiver-2026&utm_content=video+3&utm_term=%20hoodie%20&ttclid=E.C.P.Cs-1_2~3&other=x';
    expect(landingTags(search, NOW)).toEqual({
      utmSource: 'facebook',
      utmMedium: 'paid social',
      utmCampaign: 'hiver-2026',
      utmContent: 'video 3',
      utmTerm: 'hoodie',
      ttclid: 'E.C.P.Cs-1_2~3',
    });
    expect(landingTags(`?utm_source=${'s'.repeat(150)}&utm_campaign=${'c'.repeat(250)}`, NOW)).toEqual({
      utmSource: 's'.repeat(100),
      utmCampaign: 'c'.repeat(200),
    });
  });

  it('drops empty tags, markup, and click ids that are not URL-safe; an address with none has no tags', () => {
    expect(landingTags('?utm_source=&utm_medium=%20&utm_campaign=%3Cscript%3E&fbclid=a%20b&ttclid=%3Cx%3E', NOW)).toEqual({});
    expect(hasTags(landingTags('', NOW))).toBe(false);
    expect(hasTags(landingTags('?utm_source=tiktok', NOW))).toBe(true);
  });
});
