// The upload's type is read from its bytes, and what the sharp build here can decode decides
// what is refused: its libheif reads AV1 HEIF (AVIF) only, not the HEVC of iPhone HEIC photos.
import { expect, it } from 'vitest';
import sharp from 'sharp';
import { processUpload, sniffImageType } from './image-pipeline.ts';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

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

it("this sharp build decodes HEIF only as AVIF (no HEVC): iPhone HEIC cannot be converted, so it is refused", async () => {
  expect(sharp.format.heif.input.fileSuffix).toEqual(['.avif']);
  const refused = await processUpload(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic', new Array(64).fill(0)));
  expect(refused).toMatchObject({ ok: false, status: 415, code: 'unsupported_image', message: expect.stringContaining('iPhone HEIC') });
});

it('refuses an AVIF even though sharp reads it: the shop accepts JPEG, PNG and WebP', async () => {
  const avif = new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).avif().toBuffer());
  expect(await processUpload(avif)).toMatchObject({ ok: false, status: 415 });
});
