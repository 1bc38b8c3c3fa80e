import { describe, expect, it } from 'vitest';
import { madeFirst, swapped, thumbnailOf, withAlt, without } from './image-list.ts';

const images = ['a', 'b', 'c'].map((url) => ({ url, alt: '' }));
const urls = (list: { url: string }[]) => list.map((i) => i.url);

describe('the image list', () => {
  it('makes an image the first, keeping the others in order', () => {
    expect(urls(madeFirst(images, 2))).toEqual(['c', 'a', 'b']);
    expect(urls(madeFirst(images, 0))).toEqual(['a', 'b', 'c']);
  });

  it('moves an image one place, and not past either end', () => {
    expect(urls(swapped(images, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(urls(swapped(images, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(urls(swapped(images, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(urls(swapped(images, 2, 1))).toEqual(['a', 'b', 'c']);
  });

  it('deletes one and sets one alt text', () => {
    expect(urls(without(images, 1))).toEqual(['a', 'c']);
    expect(withAlt(images, 1, 'Black tee, front')[1]).toEqual({ url: 'b', alt: 'Black tee, front' });
  });

  it('shows an upload by its 400 px copy', () => {
    const url = '/storage/v1/object/public/product-images/products/0b0e0f3c-8a51-4a5e-9d0b-1c2d3e4f5a6b-800.webp';
    expect(thumbnailOf(url)).toBe(url.replace('-800.webp', '-400.webp'));
    expect(thumbnailOf('/images/products/tee.jpg')).toBe('/images/products/tee.jpg');
  });
});
