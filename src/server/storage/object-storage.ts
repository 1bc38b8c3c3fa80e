// What both storages share: the object interface and the one shape of public addresses.
export const IMAGE_BUCKET = 'product-images';
/** The carriers' label PDFs (name, phone, address): a private bucket, read only by the admin's functions. */
export const LABEL_BUCKET = 'parcel-labels';
export const PUBLIC_PREFIX = '/storage/v1/object/public/';

export interface ObjectStorage {
  readonly kind: 'local' | 'supabase';
  /** Writes (or replaces) the object at key. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, read with the server's rights (a private bucket's too); undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the objects; keys that do not exist are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address shoppers load the object from (a public bucket's; a private bucket's objects are only read through get). */
  publicUrl(key: string): string;
  /** The key of one of this storage's public URLs; undefined for any other address. */
  keyOf(url: string): string | undefined;
}

/** 'products/abc-800.webp' style keys only: no '..', no leading '/', nothing a path could escape with. */
export const isSafeKey = (key: string) =>
  /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i.test(key) && !key.includes('//') && !key.split('/').includes('..');

export const keyFromPublicUrl = (url: string, base: string, bucket: string) => {
  const prefix = `${base}${PUBLIC_PREFIX}${bucket}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : undefined;
};
