import { describe, expect, it } from 'vitest';
import { inOrder, moved, stepped } from './reorder.ts';

describe('the owner’s order', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('steps one product up or down, and does nothing at either end', () => {
    expect(stepped(ids, 'c', 'up')).toEqual(['a', 'c', 'b', 'd']);
    expect(stepped(ids, 'c', 'down')).toEqual(['a', 'b', 'd', 'c']);
    expect(stepped(ids, 'a', 'up')).toEqual(ids);
    expect(stepped(ids, 'd', 'down')).toEqual(ids);
    expect(stepped(ids, 'x', 'up')).toEqual(ids);
  });

  it('drops a product at another place', () => {
    expect(moved(ids, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(ids, 1, 1)).toEqual(ids);
  });

  it('sorts the shown items by the server’s answer', () => {
    const items = ids.map((id) => ({ id }));
    expect(inOrder(items, ['d', 'c', 'b', 'a']).map((i) => i.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(inOrder(items, ['b']).map((i) => i.id)).toEqual(['b', 'a', 'c', 'd']);
  });
});
