// Uploads in a Supabase Storage bucket, through its REST API (the one storage-js calls):
//   POST   {url}/storage/v1/object/{bucket}/{key}   body = the bytes, x-upsert: true, cache-control
//   GET    {url}/storage/v1/object/{bucket}/{key}   the bytes, a private bucket's too (storage-js download)
//   DELETE {url}/storage/v1/object/{bucket}         body = {"prefixes": [keys]}
//   public {url}/storage/v1/object/public/{bucket}/{key}
// Authorised with the service role key (Authorization: Bearer + apikey), which only server code has.
import { keyFromPublicUrl, PUBLIC_PREFIX, type ObjectStorage } from './object-storage.ts';

/** Uploaded names are new uuids: the bytes at an address never change, so browsers may keep them a year. */
const CACHE_SECONDS = 31_536_000;

export class SupabaseStorage implements ObjectStorage {
  readonly kind = 'supabase' as const;
  private readonly base: string;
  private readonly serviceKey: string;
  private readonly bucket: string;
  private readonly fetchImpl: typeof fetch;

  constructor(options: { url: string; serviceKey: string; bucket: string; fetch?: typeof fetch }) {
    this.base = options.url.replace(/\/+$/, '');
    this.serviceKey = options.serviceKey;
    this.bucket = options.bucket;
    this.fetchImpl = options.fetch ?? fetch;
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    return { authorization: `Bearer ${this.serviceKey}`, apikey: this.serviceKey, ...extra };
  }

  private async check(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const text = await response.text().catch(() => '');
    throw new Error(`Supabase Storage ${what} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const response = await this.fetchImpl(`${this.base}/storage/v1/object/${this.bucket}/${key}`, {
      method: 'POST',
      headers: this.headers({ 'content-type': contentType, 'x-upsert': 'true', 'cache-control': `max-age=${CACHE_SECONDS}` }),
      body: body as Uint8Array<ArrayBuffer>,
    });
    await this.check(response, `upload of ${key}`);
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const response = await this.fetchImpl(`${this.base}/storage/v1/object/${this.bucket}/${key}`, { headers: this.headers({}) });
    if (response.ok) return new Uint8Array(await response.arrayBuffer());
    // A missing object is a 404, or, from Storage servers before 2024, a 400 whose body says 404 / not_found.
    const text = await response.text().catch(() => '');
    if (response.status === 404 || (response.status === 400 && /"statusCode"\s*:\s*"404"|not_found/i.test(text))) return undefined;
    throw new Error(`Supabase Storage read of ${key} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (!keys.length) return;
    const response = await this.fetchImpl(`${this.base}/storage/v1/object/${this.bucket}`, {
      method: 'DELETE',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ prefixes: keys }),
    });
    await this.check(response, 'delete');
  }

  publicUrl(key: string): string {
    return `${this.base}${PUBLIC_PREFIX}${this.bucket}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return keyFromPublicUrl(url, this.base, this.bucket);
  }
}
