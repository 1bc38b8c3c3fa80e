import { describe, expect, it } from 'vitest';
import { applyQuantityOffers, type OfferLine } from './quantity-offers.ts';
import type { QuantityOffer } from './offer.types.ts';

const now = new Date('2026-11-29T12:00:00Z');
const offer = (o: Partial<QuantityOffer> & Pick<QuantityOffer, 'id' | 'kind' | 'minQuantity' | 'value'>): QuantityOffer => ({
  productId: 'hoodie',
  category: null,
  startsAt: null,
  endsAt: null,
  ...o,
});
const line = (productId: string, unitPrice: number, quantity: number, category = 'Hoodies'): OfferLine => ({
  productId,
  category,
  unitPrice,
  quantity,
});

describe('applyQuantityOffers', () => {
  it('takes X % off each covered line from N pieces: Buy 2, save 640', () => {
    const ten = offer({ id: 1, kind: 'percent', minQuantity: 2, value: 10 });
    expect(applyQuantityOffers([line('hoodie', 3200, 1)], [ten], now).lines).toEqual([{ offer: null, offerDiscount: 0 }]);
    const { lines } = applyQuantityOffers([line('hoodie', 3200, 2)], [ten], now);
    expect(lines).toEqual([{ offer: { id: 1, kind: 'percent', minQuantity: 2, value: 10 }, offerDiscount: 640 }]);
  });

  it('counts a product offer over its sizes and colours together, floored per line', () => {
    const ten = offer({ id: 1, kind: 'percent', minQuantity: 2, value: 15 });
    const { lines } = applyQuantityOffers([line('hoodie', 3333, 1), line('hoodie', 3333, 1), line('cap', 1000, 5)], [ten], now);
    expect(lines.map((l) => l.offerDiscount)).toEqual([499, 499, 0]);
  });

  it('prices each full group of a bundle at its price, dearest pieces first, the rest at full price', () => {
    const three = offer({ id: 2, productId: null, category: 'Tees', kind: 'bundle_price', minQuantity: 3, value: 5000 });
    const tees = [line('tee-a', 2000, 2, 'Tees'), line('tee-b', 2500, 2, 'Tees'), line('hoodie', 3200, 1)];
    const { lines } = applyQuantityOffers(tees, [three], now);
    // One group: 2500 + 2500 + 2000 = 7000 for 5000, saving 2000 shared by price; one 2000 tee at full price.
    expect(lines.map((l) => l.offerDiscount)).toEqual([571, 1429, 0]);
    expect(lines[0]!.offer?.id).toBe(2);
    expect(lines[2]!.offer).toBeNull();
    expect(lines.reduce((s, l) => s + l.offerDiscount, 0)).toBe(2000);
  });

  it('gives a line one price offer: the one that saves the most', () => {
    const product = offer({ id: 1, kind: 'percent', minQuantity: 2, value: 10 });
    const category = offer({ id: 2, productId: null, category: 'Hoodies', kind: 'percent', minQuantity: 2, value: 20 });
    const tier = offer({ id: 3, kind: 'percent', minQuantity: 3, value: 30 });
    expect(applyQuantityOffers([line('hoodie', 1000, 2)], [product, category, tier], now).lines[0]).toEqual({
      offer: { id: 2, kind: 'percent', minQuantity: 2, value: 20 },
      offerDiscount: 400,
    });
    expect(applyQuantityOffers([line('hoodie', 1000, 3)], [product, category, tier], now).lines[0]!.offerDiscount).toBe(900);
  });

  it('ignores an offer before its start and from its end', () => {
    const later = offer({ id: 1, kind: 'percent', minQuantity: 1, value: 10, startsAt: '2026-11-29T12:00:01Z' });
    const ended = offer({ id: 2, kind: 'percent', minQuantity: 1, value: 10, endsAt: '2026-11-29T12:00:00Z' });
    const on = offer({
      id: 3,
      kind: 'percent',
      minQuantity: 1,
      value: 5,
      startsAt: '2026-11-29T12:00:00Z',
      endsAt: '2026-11-30T00:00:00Z',
    });
    expect(applyQuantityOffers([line('hoodie', 1000, 1)], [later, ended, on], now).lines[0]!.offer?.id).toBe(3);
  });

  it('makes delivery free from N covered pieces, without touching the lines', () => {
    const free = offer({ id: 4, productId: null, category: 'Hoodies', kind: 'free_delivery', minQuantity: 3, value: 0 });
    expect(applyQuantityOffers([line('hoodie', 1000, 2)], [free], now).deliveryOffer).toBeNull();
    const applied = applyQuantityOffers([line('hoodie', 1000, 2), line('zip', 1000, 1)], [free], now);
    expect(applied.deliveryOffer).toEqual({ id: 4, kind: 'free_delivery', minQuantity: 3, value: 0 });
    expect(applied.lines.every((l) => l.offer === null && l.offerDiscount === 0)).toBe(true);
  });

  it('never takes more off a line than its goods', () => {
    const bundle = offer({ id: 5, kind: 'bundle_price', minQuantity: 3, value: 1 });
    const { lines } = applyQuantityOffers([line('hoodie', 1, 1), line('hoodie', 1, 1), line('hoodie', 1, 1)], [bundle], now);
    for (const l of lines) expect(l.offerDiscount).toBeLessThanOrEqual(1);
    expect(lines.reduce((s, l) => s + l.offerDiscount, 0)).toBe(2);
  });
});

describe('cartOffers', async () => {
  const { cartOffers } = await import('./cart-offers.ts');
  it('prices the cart as the order is priced, and says what each offer saved over its lines', () => {
    const ten = offer({ id: 1, kind: 'percent', minQuantity: 2, value: 10 });
    const free = offer({ id: 2, productId: null, category: 'Hoodies', kind: 'free_delivery', minQuantity: 2, value: 0 });
    const items = [
      { id: 'a', productId: 'hoodie', price: 3200, quantity: 1 },
      { id: 'b', productId: 'hoodie', price: 3200, quantity: 1 },
      { id: 'c', productId: 'cap', price: 1500, quantity: 1 },
    ];
    const priced = cartOffers(items, { offers: [ten, free], categoryOf: { hoodie: 'Hoodies' } }, now);
    expect(priced).toMatchObject({ subtotal: 6400 + 1500 - 640, saved: 640, deliveryOffer: { id: 2 } });
    expect(priced.lines.get('a')).toEqual({
      offer: { id: 1, kind: 'percent', minQuantity: 2, value: 10 },
      saved: 640,
      pieces: 2,
      lineSaved: 320,
    });
    expect(priced.lines.has('c')).toBe(false);
    expect(cartOffers(items, undefined, now)).toMatchObject({ subtotal: 7900, saved: 0, deliveryOffer: null });
  });
});
