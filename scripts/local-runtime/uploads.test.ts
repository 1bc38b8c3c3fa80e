// The local runtime serves the owner's uploads from UPLOADS_DIR at Supabase Storage's public path
// (/storage/v1/object/public/<bucket>/<key>), the same address shape as production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from './server.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let uploads: string;
let dist: string;
let runtime: Awaited<ReturnType<typeof startLocalRuntime>>;
const saved = process.env.UPLOADS_DIR;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'runtime-uploads-'));
  dist = mkdtempSync(join(tmpdir(), 'runtime-dist-'));
  process.env.UPLOADS_DIR = uploads;
  runtime = await startLocalRuntime({ root, distDir: dist, port: 0, quiet: true });
});
afterAll(async () => {
  await runtime.close();
  if (saved === undefined) delete process.env.UPLOADS_DIR;
  else process.env.UPLOADS_DIR = saved;
  rmSync(uploads, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('uploads in the local runtime', () => {
  it('serves a stored image at its public URL, and nothing outside the uploads folder', async () => {
    const storage = new LocalDiskStorage({ root: uploads, bucket: 'product-images' });
    const key = 'products/0b7e4a4e-3b52-4a53-9a9e-9c1a1d1e0f00-800.webp';
    await storage.put(key, new Uint8Array([82, 73, 70, 70, 1, 2, 3]));
    const response = await fetch(runtime.url + storage.publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70, 1, 2, 3]));
    await storage.remove([key]);
    expect((await fetch(runtime.url + storage.publicUrl(key))).status).toBe(404);
    // The private bucket of the carriers' labels sits beside the images and is never served.
    const labels = new LocalDiskStorage({ root: uploads, bucket: 'parcel-labels' });
    await labels.put('ecotrack/1-ecqfld2103047673.pdf', new TextEncoder().encode('%PDF-1.4 label'));
    await labels.put('ecotrack/2-ecqfld2103047674.webp', new Uint8Array([82, 73, 70, 70]));
    expect(await labels.get('ecotrack/1-ecqfld2103047673.pdf')).toEqual(new TextEncoder().encode('%PDF-1.4 label'));
    for (const key of ['ecotrack/1-ecqfld2103047673.pdf', 'ecotrack/2-ecqfld2103047674.webp'])
      expect((await fetch(runtime.url + labels.publicUrl(key))).status, key).toBe(404);
    for (const path of [
      '/storage/v1/object/public/..%2f..%2fpackage.json',
      '/storage/v1/object/public/product-images/../../../package.json',
    ]) {
      expect([400, 404], path).toContain((await fetch(runtime.url + path)).status);
    }
  });
});
