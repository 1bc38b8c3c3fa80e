// What a file costs over the wire: raw, gzip (level 9, what most CDNs send) and brotli (quality 11,
// what Netlify's CDN sends to browsers that accept it).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Sizes = { raw: number; gzip: number; brotli: number };

export function sizesOf(data: Buffer): Sizes {
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const fileSizes = (path: string) => sizesOf(readFileSync(path));

export const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
