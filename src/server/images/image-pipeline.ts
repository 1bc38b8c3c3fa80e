// An uploaded photo becomes the shop's images: WebP at 400, 800 and 1600 px wide (never enlarged),
// turned upright from its EXIF orientation, with every piece of metadata (EXIF, GPS, the camera's
// serial) left out: sharp writes none unless asked. The type is read from the bytes: a file's name
// and the browser's content-type are the sender's word, not the file's.
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS } from '../../domain/admin-catalog/images.ts';

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'unknown';

export function sniffImageType(bytes: Uint8Array): SniffedType {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(8, 12))) return 'heic';
  return 'unknown';
}

export const IMAGE_TEXTS = {
  notAnImage: 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
  heic: 'iPhone HEIC photos cannot be read here. Choose the photo again from the gallery (the phone then sends a JPEG), or set Camera → Formats → Most Compatible.',
  unreadable: 'This image could not be read (the file may be damaged). Try another photo.',
  tooLarge: 'This image is larger than 15 MB. Choose a smaller photo.',
  tooManyPixels: 'This image has too many pixels to process. Choose a smaller photo.',
} as const;

export type Rendition = { width: number; height: number; bytes: Uint8Array };
export type Processed = { ok: true; renditions: Rendition[] } | { ok: false; status: 413 | 415; code: 'image_too_large' | 'unsupported_image'; message: string };

/** 40 megapixels: far more than a phone's photo, small enough to decode within a function's memory. */
const MAX_PIXELS = 40_000_000;
const QUALITY = 80;

export async function processUpload(bytes: Uint8Array): Promise<Processed> {
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, status: 413, code: 'image_too_large', message: IMAGE_TEXTS.tooLarge };
  const type = sniffImageType(bytes);
  if (type === 'heic') return { ok: false, status: 415, code: 'unsupported_image', message: IMAGE_TEXTS.heic };
  if (type === 'unknown') return { ok: false, status: 415, code: 'unsupported_image', message: IMAGE_TEXTS.notAnImage };
  let source: Sharp;
  try {
    source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (meta.format !== type) return { ok: false, status: 415, code: 'unsupported_image', message: IMAGE_TEXTS.notAnImage };
  } catch (error) {
    const tooBig = /pixel limit/i.test(String(error));
    return { ok: false, status: tooBig ? 413 : 415, code: tooBig ? 'image_too_large' : 'unsupported_image', message: tooBig ? IMAGE_TEXTS.tooManyPixels : IMAGE_TEXTS.unreadable };
  }
  try {
    // Decoded once, upright and at most as wide as the largest copy (a JPEG is then decoded at a
    // fraction of its size: a phone's 12 MP photo costs a quarter of the work); every copy is made
    // from those pixels.
    const largest = Math.max(...IMAGE_WIDTHS);
    const { data, info } = await source.rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const renditions: Rendition[] = [];
    for (const width of IMAGE_WIDTHS) {
      const out = await sharp(data, pixels)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width, height: out.info.height, bytes: new Uint8Array(out.data) });
    }
    return { ok: true, renditions };
  } catch {
    return { ok: false, status: 415, code: 'unsupported_image', message: IMAGE_TEXTS.unreadable };
  }
}
