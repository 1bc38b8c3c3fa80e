import { describe, expect, it } from 'vitest';
import { buildParcelDraft, parcelReference } from './parcel-draft.ts';
import type { CarrierPlace } from './place-match.ts';
import { foldPlaceName, matchPlace } from './place-match.ts';
import type { ParcelOrder } from './carrier-layouts.ts';

const place = (id: string, name: string, extra: Partial<CarrierPlace> = {}): CarrierPlace => ({ id, name, wilayaCode: 16, ...extra });
const communes = [
  place('1630', 'Bab Ezzouar', { wilayaName: 'Alger' }),
  place('1631', 'Bordj El Kiffan', { wilayaName: 'Alger' }),
  place('1640', 'Aïn Bénian', { wilayaName: 'Alger' }),
  place('1650', 'Ouled Fayet'),
  place('1651', 'OULED-FAYET'),
];
const centers = [
  place('163101', 'Agence Bordj El Kiffan', { communeName: 'Bordj El Kiffan' }),
  place('163001', 'Agence Bab Ezzouar', { communeName: 'Bab Ezzouar' }),
  place('164001', 'Agence Aïn Bénian', { communeName: 'Ain Benian' }),
];
const order: ParcelOrder = {
  number: 10042,
  customerName: '  Amina   Ben Salah ',
  phone: '0555123456',
  address: 'Cité 5, bloc B',
  notes: 'after 17h',
  wilayaCode: '16',
  wilayaName: 'Alger',
  commune: 'BAB-EZZOUAR',
  deliveryType: 'home',
  subtotal: 6400,
  shippingPrice: 600,
  total: 7000,
  lines: [{ name: 'Hoodie', size: 'L', color: 'Noir', quantity: 2 }],
};
const draftOf = (o: Partial<ParcelOrder>, choice = {}, platform: 'yalidine' | 'ecotrack' = 'yalidine') =>
  buildParcelDraft({ platform, order: { ...order, ...o }, reference: '10042', communes, centers, choice });

describe('matching a commune in the carrier list', () => {
  it('folds accents, case, hyphens, apostrophes and spaces', () => {
    expect(foldPlaceName('  Aïn-Bénian ')).toBe('ain benian');
    expect(foldPlaceName('Bordj  El-Kiffan')).toBe(foldPlaceName('BORDJ EL KIFFAN'));
    expect(matchPlace('ain benian', communes)).toEqual({ ok: true, place: communes[2] });
  });

  it('refuses a near match and homonyms instead of guessing', () => {
    expect(matchPlace('Bab Ezouar', communes)).toEqual({ ok: false, reason: 'none', candidates: [] });
    expect(matchPlace('Ouled Fayet', communes)).toEqual({ ok: false, reason: 'homonyms', candidates: [communes[3], communes[4]] });
    expect(matchPlace('', communes).ok).toBe(false);
  });
});

describe('a parcel draft from a confirmed order', () => {
  it("takes the carrier's spelling and id, splits the name, collects the total", () => {
    expect(draftOf({})).toEqual({
      ok: true,
      draft: {
        reference: '10042',
        firstName: 'Amina',
        familyName: 'Ben Salah',
        phone: '0555123456',
        address: 'Cité 5, bloc B',
        wilayaCode: 16,
        wilayaName: 'Alger',
        communeName: 'Bab Ezzouar',
        communeId: '1630',
        deliveryType: 'home',
        productList: 'Hoodie (Noir, L) x2',
        codAmount: 7000,
        freeShipping: true,
        weightKg: 1,
        notes: 'after 17h',
      },
    });
  });

  it('asks the owner where the commune is not certain, and takes her choice from the list only', () => {
    expect(draftOf({ commune: 'Ouled Fayet' })).toMatchObject({
      ok: false,
      code: 'place_unknown',
      message: expect.stringMatching(/2 communes/),
    });
    expect(draftOf({ commune: 'Bab Ezouar' })).toMatchObject({ ok: false, code: 'place_unknown' });
    expect(draftOf({ commune: 'Ouled Fayet' }, { communeId: '1651' })).toMatchObject({ ok: true, draft: { communeName: 'OULED-FAYET' } });
    expect(draftOf({}, { communeId: '9999' })).toMatchObject({ ok: false, code: 'place_unknown' });
  });

  it("needs the owner's center for a stop desk, one of the wilaya's", () => {
    expect(draftOf({ deliveryType: 'office' })).toMatchObject({ ok: false, code: 'center_unknown' });
    expect(draftOf({ deliveryType: 'office' }, { centerId: '777' })).toMatchObject({ ok: false, code: 'center_unknown' });
    expect(draftOf({ deliveryType: 'office' }, { centerId: '163001', weightKg: 2.5 })).toMatchObject({
      ok: true,
      draft: { deliveryType: 'office', stopDeskId: '163001', weightKg: 2.5 },
    });
  });

  it('takes NOEST’s "01A" as its desk "1A" (NOEST-23 keys its desks zero-padded) and sends the code as NOEST writes it', () => {
    const desks = [
      { id: '16A', name: 'Alger', wilayaCode: 16 },
      { id: '16B', name: 'Alger B', wilayaCode: 16 },
    ];
    const noest = (centerId: string) =>
      buildParcelDraft({
        platform: 'noest',
        order: { ...order, deliveryType: 'office' },
        reference: '10042',
        communes,
        centers: desks,
        choice: { centerId },
      });
    expect(noest('016b')).toMatchObject({ ok: true, draft: { stopDeskId: '16B' } });
    expect(noest('16A')).toMatchObject({ ok: true, draft: { stopDeskId: '16A' } });
    expect(noest('16C')).toMatchObject({ ok: false, code: 'center_unknown' });
    // Only NOEST's codes are read that way: another carrier's centre id is its list's, exactly.
    expect(draftOf({ deliveryType: 'office' }, { centerId: '0163001' })).toMatchObject({ ok: false, code: 'center_unknown' });
  });

  it("refuses an amount over Yalidine's ceiling before asking Yalidine, not Ecotrack's", () => {
    expect(draftOf({ total: 150_001, subtotal: 149_401 })).toMatchObject({ ok: false, code: 'carrier_refused' });
    expect(draftOf({ total: 150_001, subtotal: 149_401 }, {}, 'ecotrack')).toMatchObject({ ok: true });
  });

  it('never reuses a reference at the carrier after a cancel', () => {
    expect([parcelReference(10042, 0), parcelReference(10042, 1), parcelReference(10042, 2)]).toEqual(['10042', '10042-2', '10042-3']);
  });
});
