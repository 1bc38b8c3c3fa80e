// Which storage the image upload writes to, by the environment: Supabase Storage when the project
// and its service key are given, refused on Netlify without them (its disk is not kept), else the
// local disk under UPLOADS_DIR.
import { afterEach, expect, it } from 'vitest';
import { imageStorage, useImageStorage } from './storage.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  useImageStorage(undefined);
});
const fresh = (env: Record<string, string | undefined>) => {
  for (const key of ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'NETLIFY', 'UPLOADS_DIR']) delete process.env[key];
  Object.assign(process.env, env);
  useImageStorage(undefined);
  return imageStorage();
};

it('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: the Supabase Storage bucket product-images', () => {
  const storage = fresh({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k', NETLIFY: 'true' });
  expect(storage.kind).toBe('supabase');
  expect(storage.publicUrl('products/a-800.webp')).toBe('https://abcd.supabase.co/storage/v1/object/public/product-images/products/a-800.webp');
});

it('on Netlify without the service key: an error that names the missing variables', () => {
  expect(() => fresh({ NETLIFY: 'true', SUPABASE_URL: 'https://abcd.supabase.co' })).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
});

it('elsewhere: the local disk under UPLOADS_DIR, with the same public path', () => {
  const storage = fresh({ UPLOADS_DIR: '/tmp/shop-uploads-x' });
  expect(storage.kind).toBe('local');
  expect(storage.publicUrl('products/a-800.webp')).toBe('/storage/v1/object/public/product-images/products/a-800.webp');
  expect(storage.keyOf('/storage/v1/object/public/product-images/products/a-800.webp')).toBe('products/a-800.webp');
  expect(storage.keyOf('/storage/v1/object/public/product-images/../../etc/passwd')).toBeUndefined();
});
