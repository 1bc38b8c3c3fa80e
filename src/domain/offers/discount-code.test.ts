import { describe, expect, it } from 'vitest';
import { codeRefusal, codeSaving, isCodeShaped, normalizeCode } from './discount-code.ts';
import type { DiscountCode } from './offer.types.ts';

const now = new Date('2026-11-29T12:00:00Z');
const code: DiscountCode = {
  id: 1,
  code: 'DRP10',
  kind: 'percent',
  value: 10,
  minGoods: 5000,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
  maxUses: 50,
  uses: 0,
  oncePerPhone: true,
};

describe('discount codes', () => {
  it('reads what she typed as the code is stored', () => {
    expect(normalizeCode('  drp10 ')).toBe('DRP10');
    expect(isCodeShaped('DRP10')).toBe(true);
    expect(isCodeShaped('D')).toBe(false);
    expect(isCodeShaped('DRP 10')).toBe(false);
  });

  it('names each reason a code does not apply', () => {
    expect(codeRefusal(undefined, 9000, now)).toBe('unknown');
    expect(codeRefusal({ ...code, startsAt: '2026-11-30T00:00:00Z' }, 9000, now)).toBe('not_yet');
    expect(codeRefusal({ ...code, endsAt: '2026-11-29T12:00:00Z' }, 9000, now)).toBe('expired');
    expect(codeRefusal(code, 4999, now)).toBe('under_minimum');
    expect(codeRefusal({ ...code, uses: 50 }, 9000, now)).toBe('used_up');
    expect(codeRefusal(code, 5000, now)).toBeNull();
    expect(codeRefusal({ ...code, maxUses: null, uses: 10_000 }, 5000, now)).toBeNull();
  });

  it('takes a percentage (floored) or an amount off the goods, or the delivery', () => {
    expect(codeSaving(code, 6399, 600)).toEqual({ goods: 639, delivery: 0 });
    expect(codeSaving({ kind: 'amount', value: 1000 }, 6400, 600)).toEqual({ goods: 1000, delivery: 0 });
    expect(codeSaving({ kind: 'amount', value: 9000 }, 6400, 600)).toEqual({ goods: 6400, delivery: 0 });
    expect(codeSaving({ kind: 'free_delivery', value: 0 }, 6400, 600)).toEqual({ goods: 0, delivery: 600 });
  });
});

describe('offer texts', async () => {
  const { offerText, offerSavedText } = await import('./offer-messages.ts');
  it('words an offer and its saving in her language', () => {
    expect(offerSavedText(2, 640, 'en', 'DZD')).toBe('Buy 2, save 640\u00a0DZD');
    expect(offerSavedText(2, 640, 'fr', 'DZD')).toBe('Achetez-en 2, économisez 640\u00a0DA');
    expect(offerSavedText(2, 640, 'ar', 'DZD')).toBe('اشترِ 2 ووفّر 640\u00a0د.ج');
    expect(offerText({ id: 2, kind: 'bundle_price', minQuantity: 3, value: 5000 }, 'en', 'DZD')).toBe('3 pieces for 5\u202f000\u00a0DZD');
    expect(offerText({ id: 3, kind: 'free_delivery', minQuantity: 2, value: 0 }, 'fr', 'DZD')).toBe('Livraison gratuite dès 2 pièces');
  });
});
