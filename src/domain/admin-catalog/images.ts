// Product images as the admin manages them. Uploads are converted to WebP at IMAGE_WIDTHS; the
// product keeps the 800 px address (the shop's pages derive the others from it).
import * as z from 'zod/mini';
import { key, text } from '../admin/text-rules.ts';
import { updatedAtSchema } from '../admin/settings-forms.ts';

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/**
 * The longest side an upload may have, in pixels: a phone's photo is about 4,000 to 8,000. A PNG of
 * 1 × 30,000,000 px weighs 117 KB and is under the pixel limit, yet took 24 s of CPU to decode; its
 * header says its size, so it is refused before any decoding.
 */
export const IMAGE_MAX_SIDE = 12_000;
/** Why an upload was refused: the island words each one in the owner's language (details.reason). */
export const IMAGE_REFUSALS = ['notAnImage', 'heic', 'unreadable', 'tooLarge', 'tooManyPixels', 'sideTooLong', 'tooSlow'] as const;
export type ImageRefusal = (typeof IMAGE_REFUSALS)[number];
export const isImageRefusal = (value: unknown): value is ImageRefusal => (IMAGE_REFUSALS as readonly unknown[]).includes(value);
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAIN_IMAGE_WIDTH = 800;
export const MAX_IMAGES = 12;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** for <input type="file" accept=...>: iPhones hand over a JPEG when HEIC is not listed */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const imageAltSchema = text(300);

/** PUT /api/admin/products/{id}/images: the images to keep, in order (first = main), with their alt text. */
export const imagesBodySchema = z.object({
  images: z
    .array(z.object({ url: z.string(key('invalid')).check(z.maxLength(500, key('tooLong'))), alt: imageAltSchema }), key('invalid'))
    .check(
      z.maxLength(MAX_IMAGES, key('tooMany')),
      z.refine((images) => new Set(images.map((i) => i.url)).size === images.length, key('duplicate')),
    ),
  updatedAt: updatedAtSchema,
});
export type ImagesBody = z.infer<typeof imagesBodySchema>;

/** '…/abc-800.webp' → '…/abc-400.webp': the other widths of an uploaded image (undefined for other images). */
export function uploadedWidth(url: string, width: number): string | undefined {
  const m = /^(.*\/products\/[0-9a-f-]{36})-800\.webp$/.exec(url);
  return m ? `${m[1]}-${width}.webp` : undefined;
}
