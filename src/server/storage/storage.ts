// Where uploaded images live: one interface, two places. Production: a public Supabase Storage
// bucket (written with the service key by the admin function only). Locally: .data/uploads/,
// served by the local runtime under the same path as Supabase's public URLs, so a product's image
// addresses have one shape everywhere: <base>/storage/v1/object/public/<bucket>/<key>.
import { resolve } from 'node:path';
import { LocalDiskStorage } from './local-disk.ts';
import { SupabaseStorage } from './supabase-storage.ts';

export { IMAGE_BUCKET, PUBLIC_PREFIX, isSafeKey, keyFromPublicUrl, type ObjectStorage } from './object-storage.ts';
import { IMAGE_BUCKET, type ObjectStorage } from './object-storage.ts';
import { shopEnv } from '../env.ts';

/** The local folder of uploads, set by the local runtime that serves it (npm start, npm run dev). */
export const uploadsDir = () => resolve(shopEnv().UPLOADS_DIR ?? '.data/uploads');

/** Why an upload cannot be stored on this site, in one sentence naming what to set. */
export const STORAGE_UNAVAILABLE =
  'Image uploads need Supabase Storage on this site: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY ' +
  '(Netlify: Project configuration → Environment variables, scope Functions), then deploy again (docs/deploy.md).';

export class StorageUnavailable extends Error {
  constructor() {
    super(STORAGE_UNAVAILABLE);
  }
}

let chosen: ObjectStorage | undefined;

/**
 * Where uploads go, decided by configuration alone:
 * - SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: the Supabase Storage bucket (production);
 * - UPLOADS_DIR: that folder of this machine, which the local runtime sets and serves;
 * - neither: nowhere (StorageUnavailable). A deployed function cannot tell where it runs (Netlify's
 *   function runtime sets neither NETLIFY nor CONTEXT) and its disk is read-only and not kept, so it
 *   never falls back to the disk.
 */
export function imageStorage(): ObjectStorage {
  if (chosen) return chosen;
  const env = shopEnv();
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (url && key) chosen = new SupabaseStorage({ url, serviceKey: key, bucket: IMAGE_BUCKET });
  else if (env.UPLOADS_DIR) chosen = new LocalDiskStorage({ root: uploadsDir(), bucket: IMAGE_BUCKET });
  else throw new StorageUnavailable();
  return chosen;
}

/** The configured storage, or undefined where none is (nothing was ever uploaded there). */
export function configuredImageStorage(): ObjectStorage | undefined {
  try {
    return imageStorage();
  } catch (error) {
    if (error instanceof StorageUnavailable) return undefined;
    throw error;
  }
}

/** Tests switch storages. */
export function useImageStorage(storage: ObjectStorage | undefined): void {
  chosen = storage;
}
