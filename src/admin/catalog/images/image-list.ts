// The product's images as the panel edits them: every change is the whole list in its new order
// (PUT answers the product), so reordering, setting the first, alt text and deleting are one call each.
import type { AdminImage } from '../../../domain/admin-catalog/product-form.ts';
import { uploadedWidth } from '../../../domain/admin-catalog/images.ts';

export function madeFirst(images: readonly AdminImage[], index: number): AdminImage[] {
  const image = images[index];
  return image ? [image, ...images.filter((_, i) => i !== index)] : [...images];
}

export function swapped(images: readonly AdminImage[], index: number, direction: -1 | 1): AdminImage[] {
  const other = index + direction;
  if (other < 0 || other >= images.length) return [...images];
  const next = [...images];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

export const without = (images: readonly AdminImage[], index: number): AdminImage[] => images.filter((_, i) => i !== index);

export const withAlt = (images: readonly AdminImage[], index: number, alt: string): AdminImage[] =>
  images.map((image, i) => (i === index ? { ...image, alt } : image));

/** The small copy for a thumbnail (uploads have a 400 px one; other addresses are shown as they are). */
export const thumbnailOf = (url: string): string => uploadedWidth(url, 400) ?? url;
