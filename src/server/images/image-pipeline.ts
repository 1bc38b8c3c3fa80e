// An uploaded photo becomes the shop's images: WebP at 400, 800 and 1600 px wide (never enlarged),
// turned upright from its EXIF orientation, with every piece of metadata (EXIF, GPS, the camera's
// serial) left out: sharp writes none unless asked. The type is read from the bytes: a file's name
// and the browser's content-type are the sender's word, not the file's. A side over IMAGE_MAX_SIDE is
// refused from the header, before decoding, and the whole pipeline has a time limit.
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, IMAGE_WIDTHS, type ImageRefusal } from '../../domain/admin-catalog/images.ts';

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
  sideTooLong: `This image is too long or too tall (at most ${IMAGE_MAX_SIDE.toLocaleString('en-US')} pixels on a side). Choose another photo.`,
  tooSlow: 'This image took too long to process. Choose a smaller photo.',
} as const satisfies Record<ImageRefusal, string>;

export type Rendition = { width: number; height: number; bytes: Uint8Array };
export type Refused = {
  ok: false;
  status: 413 | 415;
  code: 'image_too_large' | 'unsupported_image';
  reason: ImageRefusal;
  message: string;
};
export type Processed = { ok: true; renditions: Rendition[] } | Refused;

/** 40 megapixels: far more than a phone's photo, small enough to decode within a function's memory. */
const MAX_PIXELS = 40_000_000;
/**
 * All the decoding and encoding of one upload gets this many seconds (libvips stops a step that
 * runs past its share): a phone's 40 MP JPEG takes about 0.6 s here, and the function must answer
 * before Netlify's 10 s limit cuts it off without a word.
 */
const PIPELINE_SECONDS = 8;
const QUALITY = 80;

/** 415 for a file that is not a photo the shop can read, 413 for one too big to process. */
const STATUS: Record<ImageRefusal, 413 | 415> = {
  notAnImage: 415,
  heic: 415,
  unreadable: 415,
  tooLarge: 413,
  tooManyPixels: 413,
  sideTooLong: 413,
  tooSlow: 413,
};
const refused = (reason: ImageRefusal): Refused => {
  const status = STATUS[reason];
  return { ok: false, status, code: status === 413 ? 'image_too_large' : 'unsupported_image', reason, message: IMAGE_TEXTS[reason] };
};

/** What sharp's error says went wrong: the pixel limit, the time limit (timeout()), or an unreadable file. */
export function refusalOfError(error: unknown): Refused {
  const text = String(error);
  if (/pixel limit/i.test(text)) return refused('tooManyPixels');
  if (/\btimeout\b/i.test(text)) return refused('tooSlow');
  return refused('unreadable');
}

export async function processUpload(bytes: Uint8Array): Promise<Processed> {
  if (bytes.length > IMAGE_MAX_BYTES) return refused('tooLarge');
  const type = sniffImageType(bytes);
  if (type === 'heic') return refused('heic');
  if (type === 'unknown') return refused('notAnImage');
  const deadline = Date.now() + PIPELINE_SECONDS * 1000;
  // The seconds left of the pipeline's time, for the next step (sharp takes whole seconds, at least 1).
  const timeLeft = () => ({ seconds: Math.max(1, Math.ceil((deadline - Date.now()) / 1000)) });
  let source: Sharp;
  try {
    source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    // metadata() reads the header only: nothing is decoded before the sizes are known to be sane.
    const meta = await source.metadata();
    if (meta.format !== type) return refused('notAnImage');
    if (meta.width > IMAGE_MAX_SIDE || meta.height > IMAGE_MAX_SIDE) return refused('sideTooLong');
  } catch (error) {
    return refusalOfError(error);
  }
  try {
    // Decoded once, upright and at most as wide as the largest copy (a JPEG is then decoded at a
    // fraction of its size: a phone's 12 MP photo costs a quarter of the work); every copy is made
    // from those pixels.
    const largest = Math.max(...IMAGE_WIDTHS);
    const { data, info } = await source
      .timeout(timeLeft())
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const renditions: Rendition[] = [];
    for (const width of IMAGE_WIDTHS) {
      if (Date.now() >= deadline) return refused('tooSlow');
      const out = await sharp(data, pixels)
        .timeout(timeLeft())
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width, height: out.info.height, bytes: new Uint8Array(out.data) });
    }
    return { ok: true, renditions };
  } catch (error) {
    return refusalOfError(error);
  }
}
