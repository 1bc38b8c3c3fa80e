// Where uploaded images live: one interface, two places. Production: a public Supabase Storage
// bucket (written with the service key by the admin function only). Locally: .data/uploads/,
// served by the local runtime under the same path as Supabase's public URLs, so a product's image
// addresses have one shape everywhere: <base>/storage/v1/object/public/<bucket>/<key>.
import { resolve } from 'node:path';
import { LocalDiskStorage } from './local-disk.ts';
import { SupabaseStorage } from './supabase-storage.ts';

export { IMAGE_BUCKET, LABEL_BUCKET, PUBLIC_PREFIX, isSafeKey, keyFromPublicUrl, type ObjectStorage } from './object-storage.ts';
import { IMAGE_BUCKET, LABEL_BUCKET, type ObjectStorage } from './object-storage.ts';
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
  chosen ??= storageFor(IMAGE_BUCKET);
  if (!chosen) throw new StorageUnavailable();
  return chosen;
}

/** A bucket of the configured storage (above), or undefined where none is configured. */
function storageFor(bucket: string): ObjectStorage | undefined {
  const env = shopEnv();
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (url && key) return new SupabaseStorage({ url, serviceKey: key, bucket });
  if (env.UPLOADS_DIR) return new LocalDiskStorage({ root: uploadsDir(), bucket });
  return undefined;
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

let chosenForLabels: ObjectStorage | null | undefined;

/**
 * Where the carriers' label PDFs are kept, by the same configuration as the images: Supabase Storage's
 * private parcel-labels bucket (made by the migration …_parcel_labels.sql; no public address, read with the
 * service key), else parcel-labels/ in UPLOADS_DIR (the local runtime serves only the image bucket from
 * there), else nowhere: each labels request then asks the carrier, as before labels were kept.
 */
export function labelStorage(): ObjectStorage | undefined {
  if (chosenForLabels === undefined) chosenForLabels = storageFor(LABEL_BUCKET) ?? null;
  return chosenForLabels ?? undefined;
}

/** Tests switch storages (null: none; undefined: chosen again from the configuration). */
export function useLabelStorage(storage: ObjectStorage | null | undefined): void {
  chosenForLabels = storage;
}
