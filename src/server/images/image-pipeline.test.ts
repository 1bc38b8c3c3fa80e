// The upload's type is read from its bytes, and what the sharp build here can decode decides
// what is refused: its libheif reads AV1 HEIF (AVIF) only, not the HEVC of iPhone HEIC photos.
import { crc32 } from 'node:zlib';
import { expect, it } from 'vitest';
import sharp from 'sharp';
import { processUpload, refusalOfError, sniffImageType } from './image-pipeline.ts';
import { IMAGE_MAX_SIDE } from '../../domain/admin-catalog/images.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

it('names a file by its first bytes, never by its name or declared type', () => {
  expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
  expect(sniffImageType(bytes('\x89PNG\r\n\x1a\n'))).toBe('png');
  expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('heic');
  expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('heic');
  expect(sniffImageType(bytes('MZ', [0x90, 0]))).toBe('unknown'); // a Windows executable
  expect(sniffImageType(bytes([0x7f], 'ELF'))).toBe('unknown');
  expect(sniffImageType(bytes('GIF89a'))).toBe('unknown');
});

it('this sharp build decodes HEIF only as AVIF (no HEVC): iPhone HEIC cannot be converted, so it is refused', async () => {
  expect(sharp.format.heif.input.fileSuffix).toEqual(['.avif']);
  const refused = await processUpload(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic', new Array(64).fill(0)));
  expect(refused).toMatchObject({ ok: false, status: 415, code: 'unsupported_image', message: expect.stringContaining('iPhone HEIC') });
});

it('refuses an AVIF even though sharp reads it: the shop accepts JPEG, PNG and WebP', async () => {
  const avif = new Uint8Array(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .avif()
      .toBuffer(),
  );
  expect(await processUpload(avif)).toMatchObject({ ok: false, status: 415 });
});

/** A PNG whose header says width × height, with the pixels of a 1 × 1 image: only its header can be read. */
async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  const view = new DataView(png.buffer);
  // The IHDR chunk: its length (4), its type (4), then width and height (4 bytes each), ..., its CRC.
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}

it('refuses a side over 12,000 px from the header, before decoding anything, with the reason and a message', async () => {
  const tall = new Uint8Array(
    await sharp({ create: { width: 1, height: IMAGE_MAX_SIDE + 1, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  const wide = new Uint8Array(
    await sharp({ create: { width: IMAGE_MAX_SIDE + 1, height: 1, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  const refusal = {
    ok: false,
    status: 413,
    code: 'image_too_large',
    reason: 'sideTooLong',
    message: 'This image is too long or too tall (at most 12,000 pixels on a side). Choose another photo.',
  };
  expect(tall.length).toBeLessThan(1000);
  expect(await processUpload(tall)).toEqual(refusal);
  expect(await processUpload(wide)).toEqual(refusal);
  // The file: 1 × 30,000,000 px (30 MP, under the pixel limit). Its pixels here are those of a
  // 1 × 1 image, so any decoding would fail as unreadable: the refusal comes from the header alone.
  expect(await processUpload(await pngClaiming(1, 30_000_000))).toEqual(refusal);
  expect(await processUpload(await pngClaiming(30_000_000, 1))).toEqual(refusal);
  // At the limit, a photo is still taken.
  const longest = new Uint8Array(
    await sharp({ create: { width: 2, height: IMAGE_MAX_SIDE, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  expect(await processUpload(longest)).toMatchObject({
    ok: true,
    renditions: [{ height: IMAGE_MAX_SIDE }, { height: IMAGE_MAX_SIDE }, { height: IMAGE_MAX_SIDE }],
  });
});

it("a step that runs out of the pipeline's time, or past the pixel limit, is a 413 saying so; anything else unreadable", async () => {
  // libvips' own words when sharp's timeout() stops a step (sharp/src/common.cc: vips_error("timeout", "%d%% complete")).
  expect(refusalOfError(new Error('timeout: 14% complete'))).toEqual({
    ok: false,
    status: 413,
    code: 'image_too_large',
    reason: 'tooSlow',
    message: 'This image took too long to process. Choose a smaller photo.',
  });
  expect(refusalOfError(new Error('Input image exceeds pixel limit'))).toMatchObject({ status: 413, reason: 'tooManyPixels' });
  expect(refusalOfError(new Error('VipsJpeg: Premature end of JPEG file'))).toMatchObject({ status: 415, reason: 'unreadable' });
  // Past 40 MP (and under the side limit): refused as too many pixels, not as a damaged file.
  expect(await processUpload(await pngClaiming(8000, 8000))).toMatchObject({ ok: false, status: 413, reason: 'tooManyPixels' });
});
