import { describe, expect, it } from 'vitest';
import { customerLinkOf, type LinkedOrder } from './customer-link.ts';
import { linkToken, orderLinkHashes } from '../orders/link-tokens.ts';

const SECRET = 'a test secret of more than thirty-two characters';
const KEY = 'order-key-1';
const hashes = orderLinkHashes(KEY, SECRET)!;
const order: LinkedOrder = {
  idempotencyKey: KEY,
  status: 'pending',
  locale: 'fr',
  viewHash: hashes.viewHash,
  confirmHash: hashes.confirmHash,
  selfConfirm: true,
  defaultLocale: 'en',
  live: true,
};

describe('the link the owner sends to the customer', () => {
  it("is the confirming one while she may confirm, in the order's language, else the one that shows the order", () => {
    expect(customerLinkOf(order, SECRET)).toEqual({ path: `/fr/o/${linkToken(KEY, 'confirm', SECRET)}`, confirms: true });
    const view = { path: `/fr/o/${linkToken(KEY, 'view', SECRET)}`, confirms: false };
    expect(customerLinkOf({ ...order, status: 'confirmed' }, SECRET)).toEqual(view);
    expect(customerLinkOf({ ...order, selfConfirm: false }, SECRET)).toEqual(view);
    // No language of its own: the shop's default one, which has no prefix.
    expect(customerLinkOf({ ...order, locale: null }, SECRET)!.path).toBe(`/o/${linkToken(KEY, 'confirm', SECRET)}`);
    expect(customerLinkOf({ ...order, locale: 'en', defaultLocale: 'ar' }, SECRET)!.path).toMatch(/^\/en\/o\//);
  });

  it('is none when it would not open: another secret, no stored hash, an expired link, no secret at all', () => {
    expect(customerLinkOf(order, `${SECRET}, another`)).toBeNull();
    expect(customerLinkOf({ ...order, confirmHash: null }, SECRET)).toBeNull();
    expect(customerLinkOf({ ...order, live: false }, SECRET)).toBeNull();
    expect(customerLinkOf(order, null)).toBeNull();
  });
});
