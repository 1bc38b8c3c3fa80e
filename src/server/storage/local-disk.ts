// Uploads on the local disk: <root>/<bucket>/<key>, addressed as /storage/v1/object/public/<bucket>/<key>
// (the local runtime serves that path from the same folder, for the public product-images bucket only,
// as Supabase serves only a public bucket there). Written aside then renamed, so a page being served
// never reads half an image.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeKey, keyFromPublicUrl, PUBLIC_PREFIX, type ObjectStorage } from './object-storage.ts';

export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly root: string;
  readonly bucket: string;
  constructor(options: { root: string; bucket: string }) {
    this.root = options.root;
    this.bucket = options.bucket;
  }

  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(this.root, this.bucket, key);
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  publicUrl(key: string): string {
    return `${PUBLIC_PREFIX}${this.bucket}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return keyFromPublicUrl(url, '', this.bucket);
  }
}
