import { describe, expect, it } from 'vitest';
import { orderFingerprint } from './request-fingerprint.ts';
import type { OrderRequest } from './order-request.ts';

const order: OrderRequest = {
  flow: 'cart',
  idempotencyKey: 'key-00000001',
  locale: 'en',
  name: 'Amina Benali',
  email: 'amina@example.dz',
  phone: '0555123456',
  address: '12 rue Didouche Mourad',
  notes: '',
  wilayaCode: '16',
  commune: 'Alger Centre',
  deliveryType: 'home',
  lines: [
    { productId: 'tee', size: 'M', color: 'Black', quantity: 1 },
    { productId: 'cap', size: '', color: '', quantity: 2 },
  ],
};

describe('orderFingerprint', () => {
  it('is the same order whatever the attempt key, the page language, the email case and the order of the lines', () => {
    const same = {
      ...order,
      idempotencyKey: 'key-00000002',
      locale: 'ar' as const,
      email: 'Amina@Example.DZ',
      lines: [...order.lines].reverse(),
    };
    expect(orderFingerprint(same)).toBe(orderFingerprint(order));
  });

  it('is another order when anything the shopper chose differs', () => {
    const changes: Partial<OrderRequest>[] = [
      { flow: 'buy_now' },
      { name: 'Amina B.' },
      { phone: '0666123456' },
      { address: '13 rue Didouche Mourad' },
      { notes: 'after 5 pm' },
      { wilayaCode: '09' },
      { commune: 'Bab El Oued' },
      { deliveryType: 'office' },
      {
        lines: [
          { productId: 'tee', size: 'M', color: 'Black', quantity: 2 },
          { productId: 'cap', size: '', color: '', quantity: 2 },
        ],
      },
      {
        lines: [
          { productId: 'tee', size: 'L', color: 'Black', quantity: 1 },
          { productId: 'cap', size: '', color: '', quantity: 2 },
        ],
      },
      { lines: [{ productId: 'tee', size: 'M', color: 'Black', quantity: 1 }] },
    ];
    for (const change of changes)
      expect(orderFingerprint({ ...order, ...change }), JSON.stringify(change)).not.toBe(orderFingerprint(order));
  });
});
