// Where uploaded images live: one interface, two places. Production: a public Supabase Storage
// bucket (written with the service key by the admin function only). Locally: .data/uploads/,
// served by the local runtime under the same path as Supabase's public URLs, so a product's image
// addresses have one shape everywhere: <base>/storage/v1/object/public/<bucket>/<key>.
import { resolve } from 'node:path';
import { LocalDiskStorage } from './local-disk.ts';
import { SupabaseStorage } from './supabase-storage.ts';

export { IMAGE_BUCKET, PUBLIC_PREFIX, isSafeKey, keyFromPublicUrl, type ObjectStorage } from './object-storage.ts';
import { IMAGE_BUCKET, type ObjectStorage } from './object-storage.ts';

/** The local folder of uploads (served by `npm start`); UPLOADS_DIR moves it (tests, the browser tests' own site). */
export const uploadsDir = () => resolve(process.env.UPLOADS_DIR ?? '.data/uploads');

let chosen: ObjectStorage | undefined;

/**
 * Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else the local disk.
 * On Netlify the disk is not kept between calls: there the service key is required.
 */
export function imageStorage(): ObjectStorage {
  if (chosen) return chosen;
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (url && key) chosen = new SupabaseStorage({ url, serviceKey: key, bucket: IMAGE_BUCKET });
  else if (process.env.NETLIFY === 'true') throw new Error('Image uploads need SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY on Netlify (see README, Deploy)');
  else chosen = new LocalDiskStorage({ root: uploadsDir(), bucket: IMAGE_BUCKET });
  return chosen;
}

/** Tests switch storages. */
export function useImageStorage(storage: ObjectStorage | undefined): void {
  chosen = storage;
}
