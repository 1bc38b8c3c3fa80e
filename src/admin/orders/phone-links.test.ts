import { describe, expect, it } from 'vitest';
import { callLink, groupedPhone, internationalPhone, whatsAppLink } from './phone-links.ts';

describe('phone links', () => {
  it('turns a stored mobile number into the +213 form, tel: and wa.me links', () => {
    expect(internationalPhone('0555123456')).toBe('+213555123456');
    expect(callLink('0661020304')).toBe('tel:+213661020304');
    expect(whatsAppLink('0770112233')).toBe('https://wa.me/213770112233');
    const message = 'Bonjour Amina,\nCommande n° 12 : 2\u202f500\u00a0DA & plus\nhttps://shop.example/fr/o/abc?x=1#y';
    const link = whatsAppLink('0770112233', message)!;
    expect(link).toBe(`https://wa.me/213770112233?text=${encodeURIComponent(message)}`);
    expect(new URL(link).searchParams.get('text')).toBe(message);
    expect(whatsAppLink('0770112233', '')).toBe('https://wa.me/213770112233');
  });

  it('refuses anything that is not a stored mobile number', () => {
    for (const bad of ['', '555123456', '0455123456', '05551234567', '+213555123456', '0555 12 34 56']) {
      expect(internationalPhone(bad), bad).toBeNull();
      expect(callLink(bad), bad).toBeNull();
      expect(whatsAppLink(bad), bad).toBeNull();
    }
  });

  it('groups the number the way it is read aloud', () => {
    expect(groupedPhone('0555123456')).toBe('0555 12 34 56');
    expect(groupedPhone('12')).toBe('12');
  });
});
