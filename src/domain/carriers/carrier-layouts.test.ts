import { describe, expect, it } from 'vitest';
import { YALIDINE_COLUMNS, yalidineRow, type ParcelOrder } from './carrier-layouts.ts';

const order = (wilayaCode: string, wilayaName: string): ParcelOrder => ({
  number: 10001,
  customerName: 'Amina Benali',
  phone: '0550123456',
  address: 'Cité 100 logements',
  notes: '',
  wilayaCode,
  wilayaName,
  commune: 'Ras El Oued',
  deliveryType: 'home',
  subtotal: 4500,
  shippingPrice: 600,
  total: 5100,
  lines: [{ name: 'Hoodie', size: 'L', color: 'Noir', quantity: 1 }],
});
const wilayaCell = (o: ParcelOrder) => yalidineRow(o)[YALIDINE_COLUMNS.indexOf('to_wilaya_name')];

describe("Yalidine's bulk-import file", () => {
  it("names the wilaya as Yalidine's list spells it, where that differs from the official name", () => {
    expect(wilayaCell(order('34', 'Bordj Bou Arréridj'))).toBe('Bordj Bou Arreridj');
    expect(wilayaCell(order('58', 'El Meniaa'))).toBe('El Menia');
  });

  it('keeps the official name, accents included, where Yalidine spells it the same', () => {
    expect(wilayaCell(order('06', 'Béjaïa'))).toBe('Béjaïa');
    expect(wilayaCell(order('16', 'Alger'))).toBe('Alger');
  });
});
