import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartItemId,
  cartTotal,
  itemCount,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  removeItem,
  updateQuantity,
  withoutOrdered,
  type NewCartItem,
} from './cart.ts';

const tee: NewCartItem = {
  productId: 'atlas-tee',
  name: 'Atlas Tee',
  price: 3200,
  imageUrl: '/a.webp',
  variant: { size: 'M', color: 'Black' },
};
const teeL: NewCartItem = { ...tee, variant: { size: 'L', color: 'Black' } };

describe('cart', () => {
  it('appends a new variant with quantity 1 and raises the quantity of one already there', () => {
    let items = addItem([], tee);
    expect(items).toEqual([{ ...tee, id: cartItemId('atlas-tee', 'Black', 'M'), quantity: 1 }]);
    items = addItem(items, tee);
    items = addItem(items, teeL);
    expect(items.map((i) => [i.variant.size, i.quantity])).toEqual([
      ['M', 2],
      ['L', 1],
    ]);
    expect(itemCount(items)).toBe(3);
    expect(cartTotal(items)).toBe(3 * 3200);
  });

  it('removes an item when its quantity is set to zero or less, and sets it otherwise', () => {
    const items = addItem(addItem([], tee), teeL);
    const [m, l] = items.map((i) => i.id) as [string, string];
    expect(updateQuantity(items, m, 0).map((i) => i.id)).toEqual([l]);
    expect(updateQuantity(items, m, -3).map((i) => i.id)).toEqual([l]);
    expect(updateQuantity(items, m, 4).find((i) => i.id === m)?.quantity).toBe(4);
    expect(updateQuantity(items, m, 999).find((i) => i.id === m)?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(removeItem(items, l).map((i) => i.id)).toEqual([m]);
  });

  it('reads a valid stored cart and falls back to empty for anything else', () => {
    const items = addItem([], tee);
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items }))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], quantity: -2 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], price: '1' }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], quantity: 1.5 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], quantity: MAX_LINE_QUANTITY + 1 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], variant: null }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], name: 'x'.repeat(201) }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], id: '' }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify(Array.from({ length: 101 }, () => items[0])))).toEqual([]);
    expect(parseStoredCart('null')).toEqual([]);
  });

  it('keeps only the fields the cart knows', () => {
    const [item] = addItem([], tee);
    const stored = JSON.stringify([{ ...item, extra: '<script>', variant: { ...item!.variant, more: 1 } }]);
    expect(parseStoredCart(stored)).toEqual([item]);
  });
});

describe('withoutOrdered', () => {
  const tee = { productId: 'tee', name: 'Tee', price: 3900, imageUrl: '', variant: { size: 'M', color: 'Black' } };
  const cap = { productId: 'cap', name: 'Cap', price: 1500, imageUrl: '', variant: { size: '', color: '' } };
  const cart = updateQuantity(addItem(addItem([], tee), cap), cartItemId('tee', 'Black', 'M'), 3);

  it('an order of the whole cart leaves it empty', () => {
    expect(
      withoutOrdered(cart, [
        { productId: 'tee', size: 'M', color: 'Black', quantity: 3 },
        { productId: 'cap', size: '', color: '', quantity: 1 },
      ]),
    ).toEqual([]);
  });

  it('an earlier order (a retry answered with it) takes out only what it holds: items added since stay', () => {
    const left = withoutOrdered(cart, [{ productId: 'tee', size: 'M', color: 'Black', quantity: 1 }]);
    expect(left.map((i) => [i.productId, i.quantity])).toEqual([
      ['tee', 2],
      ['cap', 1],
    ]);
    expect(withoutOrdered(cart, [{ productId: 'tee', size: 'L', color: 'Black', quantity: 1 }])).toEqual(cart);
  });

  it('finds an item by its product, colour and size, whatever its stored id says', () => {
    const oddId = [{ ...cart[1]!, id: 'cap-from-an-older-cart' }];
    expect(withoutOrdered(oddId, [{ productId: 'cap', size: '', color: '', quantity: 1 }])).toEqual([]);
  });

  it('never goes below zero, and a variant named on two lines is taken for the sum', () => {
    expect(withoutOrdered(cart, [{ productId: 'cap', size: '', color: '', quantity: 5 }]).map((i) => i.productId)).toEqual(['tee']);
    const twice = [
      { productId: 'tee', size: 'M', color: 'Black', quantity: 1 },
      { productId: 'tee', size: 'M', color: 'Black', quantity: 1 },
    ];
    expect(withoutOrdered(cart, twice).find((i) => i.productId === 'tee')?.quantity).toBe(1);
  });
});
