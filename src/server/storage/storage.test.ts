// Which storage the image upload writes to, by configuration alone: Supabase Storage when the project
// and its service key are given, else the local disk when UPLOADS_DIR is set (the local runtime sets
// it), else none. NETLIFY and CONTEXT decide nothing: Netlify's function runtime sets neither.
import { afterEach, expect, it } from 'vitest';
import { imageStorage, labelStorage, StorageUnavailable, useImageStorage, useLabelStorage } from './storage.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  useImageStorage(undefined);
  useLabelStorage(undefined);
});
const fresh = (env: Record<string, string | undefined>) => {
  for (const key of ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'NETLIFY', 'CONTEXT', 'UPLOADS_DIR']) delete process.env[key];
  Object.assign(process.env, env);
  useImageStorage(undefined);
  return imageStorage();
};

it('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: the Supabase Storage bucket product-images', () => {
  const storage = fresh({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k', NETLIFY: 'true' });
  expect(storage.kind).toBe('supabase');
  expect(storage.publicUrl('products/a-800.webp')).toBe(
    'https://abcd.supabase.co/storage/v1/object/public/product-images/products/a-800.webp',
  );
});

it('neither Supabase Storage nor UPLOADS_DIR, with or without NETLIFY or CONTEXT: none, with an error that names the variables', () => {
  for (const env of [{}, { SUPABASE_URL: 'https://abcd.supabase.co' }, { NETLIFY: 'true' }, { CONTEXT: 'production' }]) {
    expect(() => fresh(env)).toThrow(StorageUnavailable);
    expect(() => fresh(env)).toThrow(/SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY/);
  }
});

it('UPLOADS_DIR (set by the local runtime): the local disk there, with the same public path', () => {
  const storage = fresh({ UPLOADS_DIR: '/tmp/shop-uploads-x' });
  expect(storage.kind).toBe('local');
  expect(storage.publicUrl('products/a-800.webp')).toBe('/storage/v1/object/public/product-images/products/a-800.webp');
  expect(storage.keyOf('/storage/v1/object/public/product-images/products/a-800.webp')).toBe('products/a-800.webp');
  expect(storage.keyOf('/storage/v1/object/public/product-images/../../etc/passwd')).toBeUndefined();
});

it("the carriers' labels: the same configuration, their own bucket, none where there is no storage", () => {
  const labels = (env: Record<string, string | undefined>) => {
    for (const key of ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'UPLOADS_DIR']) delete process.env[key];
    Object.assign(process.env, env);
    useLabelStorage(undefined);
    return labelStorage();
  };
  const supabase = labels({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' });
  expect(supabase?.kind).toBe('supabase');
  expect(supabase?.publicUrl('ecotrack/1-x.pdf')).toContain('/parcel-labels/');
  const local = labels({ UPLOADS_DIR: '/tmp/shop-uploads-x' });
  expect([local?.kind, (local as { bucket?: string } | undefined)?.bucket]).toEqual(['local', 'parcel-labels']);
  expect(labels({})).toBeUndefined();
  expect(labels({ SUPABASE_URL: 'https://abcd.supabase.co' })).toBeUndefined();
});
