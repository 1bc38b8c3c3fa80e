import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, deliveryPrice, isDeliveryType, shippingEstimate, shippingQuote, sortWilayasByName } from './delivery.ts';

const alger = { code: '16', nameFr: 'Alger', nameAr: 'الجزائر', homePrice: 600, officePrice: 450 };
const saida = { code: '20', nameFr: 'Saïda', nameAr: 'سعيدة', homePrice: 800, officePrice: 0 };
const illizi = { code: '33', nameFr: 'Illizi', nameAr: 'إليزي', homePrice: 0, officePrice: 0 };
const rules = { freeShippingThreshold: 5000, minPrice: 300, maxPrice: 800 };

describe('delivery prices', () => {
  it('gives the wilaya price of the type, and null where the price is 0 (not offered)', () => {
    expect(deliveryPrice(alger, 'home')).toBe(600);
    expect(deliveryPrice(alger, 'office')).toBe(450);
    expect(deliveryPrice(saida, 'office')).toBeNull();
    expect(deliveryPrice(illizi, 'home')).toBeNull();
    expect(isDeliveryType('home')).toBe(true);
    expect(isDeliveryType('pickup')).toBe(false);
  });

  it('quotes the price below the threshold, free from the threshold on, and refuses a type not offered', () => {
    expect(shippingQuote(4999, alger, 'home', rules)).toEqual({ ok: true, price: 600, free: false });
    expect(shippingQuote(5000, alger, 'home', rules)).toEqual({ ok: true, price: 0, free: true });
    expect(shippingQuote(9000, saida, 'office', rules)).toEqual({ ok: false, reason: 'not_offered' });
  });

  it('estimates the min - max range until a wilaya and type are chosen, then the real price', () => {
    expect(shippingEstimate(3000, rules)).toEqual({ kind: 'range', min: 300, max: 800 });
    expect(shippingEstimate(6000, rules)).toEqual({ kind: 'free' });
    expect(shippingEstimate(3000, rules, { wilaya: alger, deliveryType: '' })).toEqual({ kind: 'range', min: 300, max: 800 });
    expect(shippingEstimate(3000, rules, { wilaya: alger, deliveryType: 'office' })).toEqual({ kind: 'exact', price: 450 });
    expect(shippingEstimate(3000, rules, { wilaya: illizi, deliveryType: 'home' })).toEqual({ kind: 'not_offered' });
    expect(shippingEstimate(7000, rules, { wilaya: alger, deliveryType: 'home' })).toEqual({ kind: 'free' });
  });

  it('says how much is missing for free shipping', () => {
    expect(amountToFreeShipping(3200, rules)).toBe(1800);
    expect(amountToFreeShipping(5000, rules)).toBe(0);
    expect(amountToFreeShipping(8000, rules)).toBe(0);
  });

  it('sorts wilayas by their French name, accents ignored', () => {
    const sorted = sortWilayasByName([saida, illizi, alger, { ...alger, nameFr: 'Béjaïa' }, { ...alger, nameFr: 'Batna' }]);
    expect(sorted.map((w) => w.nameFr)).toEqual(['Alger', 'Batna', 'Béjaïa', 'Illizi', 'Saïda']);
  });

  it('sorts by the Arabic name on Arabic pages (alef forms as one letter, as an Arabic reader looks for them)', () => {
    const batna = { ...alger, code: '05', nameFr: 'Batna', nameAr: 'باتنة' };
    const adrar = { ...alger, code: '01', nameFr: 'Adrar', nameAr: 'أدرار' };
    const sorted = sortWilayasByName([saida, illizi, alger, batna, adrar], 'ar');
    expect(sorted.map((w) => w.nameAr)).toEqual(['أدرار', 'الجزائر', 'إليزي', 'باتنة', 'سعيدة']);
  });
});
