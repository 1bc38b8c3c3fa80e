// The order's ONE argument to store_order (src/server/orders/store-order-argument.ts): its fields are
// the ones the SQL function reads, and a malformed one never leaves the process.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NewOrder } from './new-order.ts';
import { checkStoreOrderArguments, ORDER_NUMBER_TOKEN, storeOrderArgument, storeOrderArgumentSchema } from './store-order-argument.ts';

const order: NewOrder = {
  request: {
    flow: 'checkout',
    idempotencyKey: 'key-1',
    name: 'Amina',
    email: '',
    phone: '0551234567',
    address: '12 rue Didouche Mourad',
    notes: '',
    wilayaCode: '16',
    commune: 'Alger Centre',
    deliveryType: 'home',
    lines: [],
  } as unknown as NewOrder['request'],
  totals: { subtotal: 9000, shippingPrice: 600, total: 9600 },
  lines: [{ productId: 'p1', variantId: 7, name: 'Hoodie', size: 'M', color: 'Noir', unitPrice: 4500, quantity: 2, lineTotal: 9000 }],
  limited: [true],
  categories: ['Hoodies'],
  savings: { code: null, deliveryDiscount: 0, deliveryOffer: null },
  message: { content: `Order #${ORDER_NUMBER_TOKEN}`, username: 'Shop', allowed_mentions: { parse: [] } },
  requestDigest: 'digest',
  clientKey: null,
  attribution: null,
  stock: { variantIds: [7], quantities: [2] },
  links: { viewHash: 'a'.repeat(64), confirmHash: 'b'.repeat(64) },
  pricedWith: {
    settings: {
      freeShippingThreshold: 20000,
      currency: 'DZD',
      siteTitle: 'Shop',
      limits: { totalCeiling: 10_000_000, maxUnits: 10, maxUnitsDrop: 2, dropOn: false },
      offers: { version: 3, list: [] },
    },
    wilaya: { code: '16', homePrice: 600, officePrice: 400 },
  },
};

/** The field list of `jsonb_to_record(p_order) as x(…)` in the current store_order. */
function sqlFields(): string[] {
  const definition = readFileSync(new URL('../../../supabase/definitions/store_order.sql', import.meta.url), 'utf8');
  const list = /jsonb_to_record\(p_order\) as x\(([^;]*?)\);/.exec(definition)![1]!;
  return list
    .split(',')
    .map((column) => column.trim().split(/\s+/)[0]!)
    .sort();
}

describe('the order as store_order takes it', () => {
  it('has exactly the fields store_order reads from its jsonb argument', () => {
    expect(Object.keys(storeOrderArgumentSchema.shape).sort()).toEqual(sqlFields());
    expect(Object.keys(storeOrderArgument(order)).sort()).toEqual(sqlFields());
  });

  it('carries what the server priced, the lines with their place and badge, and the notification as text', () => {
    const argument = storeOrderArgument(order);
    expect(argument).toMatchObject({
      key: 'key-1',
      subtotal: 9000,
      shipping_price: 600,
      total: 9600,
      home_price: 600,
      office_price: 400,
      free_shipping_threshold: 20000,
      limits: { total_ceiling: 10_000_000, max_units: 10, max_units_drop: 2, drop_on: false },
      lines: [
        { n: 0, product_id: 'p1', variant_id: 7, product_name: 'Hoodie', unit_price: 4500, quantity: 2, line_total: 9000, limited: true },
      ],
      variant_ids: [7],
      quantities: [2],
      number_token: ORDER_NUMBER_TOKEN,
      client_key: null,
    });
    expect(JSON.parse(argument.message)).toEqual(order.message);
  });

  it('while the tests check arguments, refuses a malformed order before any SQL runs; unchecked (the request path) it builds it as it is', () => {
    checkStoreOrderArguments(true);
    try {
      expect(() => storeOrderArgument({ ...order, stock: { variantIds: [7, 8], quantities: [2, 1] } })).toThrow(/one entry per line/);
      expect(() => storeOrderArgument({ ...order, totals: { ...order.totals, total: 96.5 } })).toThrow(/total/);
      expect(() => storeOrderArgument({ ...order, lines: [] })).toThrow(/lines/);
      expect(() => storeOrderArgumentSchema.parse({ ...storeOrderArgument(order), surprise: 1 })).toThrow(/surprise/);
    } finally {
      checkStoreOrderArguments(false);
    }
    expect(storeOrderArgument({ ...order, totals: { ...order.totals, total: 96.5 } }).total).toBe(96.5);
  });
});
