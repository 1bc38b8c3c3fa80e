// Parcel drafts for the carrier clients' tests: an order already in the carrier's terms (the names as
// the carrier's lists spell them), with a reference unique to the test run.
import type { ParcelDraft } from '../../src/server/carriers/carrier-client.ts';

let counter = 0;

export function parcelDraft(overrides: Partial<ParcelDraft> = {}): ParcelDraft {
  counter++;
  return {
    reference: `T${Date.now().toString(36)}-${counter}`,
    firstName: 'Amina',
    familyName: 'Benali',
    phone: '0555123456',
    address: 'Cité 200 logements, bâtiment B',
    wilayaCode: 16,
    wilayaName: 'Alger',
    communeName: 'Bab Ezzouar',
    deliveryType: 'home',
    productList: 'Hoodie (Noir, L) x1',
    codAmount: 4600,
    freeShipping: true,
    weightKg: 1,
    notes: '',
    ...overrides,
  };
}

// The Laravel platforms' (Ecotrack's, NOEST's) client tests share three orders, each as the
// documented examples write one: the create tests' (a phone with +213 and spaces, a note), the
// parcels tests' and the quota tests'. A fixed reference unless the test names one.

/** Amina Benali, home delivery in Bab Ezzouar (Alger), 4,900 DA: the create tests' order. */
export const algiersDraft = (overrides: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference: '1042',
  firstName: 'Amina',
  familyName: 'Benali',
  phone: '+213 555 12 34 56',
  address: '12 rue des Frères Bouadou',
  wilayaCode: 16,
  wilayaName: 'Alger',
  communeName: 'Bab Ezzouar',
  deliveryType: 'home',
  productList: 'Hoodie (Noir, L) x1',
  codAmount: 4900,
  freeShipping: true,
  weightKg: 1,
  notes: 'Appeler avant',
  ...overrides,
});

/** Karim Haddad, home delivery in Es Senia (Oran), 2,500 DA: the parcels tests' order. */
export const oranDraft = (reference: string): ParcelDraft => ({
  reference,
  firstName: 'Karim',
  familyName: 'Haddad',
  phone: '0661234567',
  address: 'Cité 500 logements, bloc B',
  wilayaCode: 31,
  wilayaName: 'Oran',
  communeName: 'Es Senia',
  deliveryType: 'home',
  productList: 'Cap x1',
  codAmount: 2500,
  freeShipping: true,
  weightKg: 1,
  notes: '',
});

/** Nadia Mansouri, home delivery in Constantine, 6,200 DA: the quota tests' order. */
export const constantineDraft = (reference: string): ParcelDraft => ({
  reference,
  firstName: 'Nadia',
  familyName: 'Mansouri',
  phone: '0770123456',
  address: 'Rue Larbi Ben Mhidi',
  wilayaCode: 25,
  wilayaName: 'Constantine',
  communeName: 'Constantine',
  deliveryType: 'home',
  productList: 'Dress x1',
  codAmount: 6200,
  freeShipping: true,
  weightKg: 1,
  notes: '',
});

/** A failed result's message ('' for a created one). */
export const messageOf = (r: { ok: boolean; message?: string } | undefined) => (r && !r.ok ? r.message : '');
