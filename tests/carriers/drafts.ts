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
