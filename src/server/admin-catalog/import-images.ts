// Images an imported file names on another host (Shopify's or YouCan's CDN) are copied into the
// shop's own storage during the import, through the upload's pipeline (re-encoded WebP at 400, 800
// and 1600 px): the pages' Content-Security-Policy allows no other image host, and the old store's
// addresses die with it. A few at a time, each within the fetch's bounds (remote-image.ts), all
// within a budget that leaves the function time to write the catalog (Netlify stops a synchronous
// function at 60 s). An image that cannot be copied is reported on its row; the import goes on.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { processUpload } from '../images/image-pipeline.ts';
import { fetchRemoteImage, type RemoteImageFailure, type RemoteImageOptions } from '../images/remote-image.ts';
import { storeRenditions } from './images.service.ts';

export const IMPORT_IMAGE_LIMITS = { concurrency: 4, budgetMs: 35_000 } as const;

export type ImageCopyFailure = RemoteImageFailure | 'notReached' | 'notStored';
export type ImportImageOptions = RemoteImageOptions & { concurrency?: number; budgetMs?: number };
export type ImageCopies = { copied: Map<string, string>; failed: Map<string, { reason: ImageCopyFailure; status?: number }> };

let testFetch: ImportImageOptions | undefined;

/**
 * Tests only: lets the import fetch from loopback, where a local server stands in for another shop's
 * CDN (which in production is outside the machine). Set by test code, never by configuration.
 */
export function allowLoopbackImagesForTests(options: (ImportImageOptions & { allowLoopback: true }) | undefined): void {
  testFetch = options;
}

/** An address on another host: absolute http(s) and not one of this shop's stored images. */
export const isForeignImage = (url: string, storage: ObjectStorage | undefined) =>
  /^https?:\/\//i.test(url) && (!storage || storage.keyOf(url) === undefined);

/** The copies made by earlier imports, by source address. */
export async function knownCopies(sql: Queryable, sources: readonly string[]): Promise<Map<string, string>> {
  if (!sources.length) return new Map();
  const rows = await sql<{ source_url: string; url: string }[]>`
    select source_url, url from imported_images where source_url = any(${sources as string[]}::text[])`;
  return new Map(rows.map((r) => [r.source_url, r.url]));
}

/** Copies each source into storage; remembers each copy (before the import's own transaction, so a retry reuses it). */
export async function copyImages(
  sql: Sql,
  storage: ObjectStorage,
  sources: readonly string[],
  options: ImportImageOptions = {},
): Promise<ImageCopies> {
  const { concurrency, budgetMs, ...fetchOptions } = { ...IMPORT_IMAGE_LIMITS, ...testFetch, ...options };
  const copied = new Map<string, string>();
  const failed: ImageCopies['failed'] = new Map();
  const started = performance.now();
  const queue = [...new Set(sources)];

  async function copyOne(source: string): Promise<void> {
    const fetched = await fetchRemoteImage(source, fetchOptions);
    if (!fetched.ok) return void failed.set(source, { reason: fetched.reason, ...(fetched.status ? { status: fetched.status } : {}) });
    const processed = await processUpload(fetched.bytes);
    if (!processed.ok) return void failed.set(source, { reason: processed.status === 413 ? 'tooLarge' : 'notImage' });
    try {
      const { url } = await storeRenditions(storage, processed.renditions);
      await sql`insert into imported_images (source_url, url) values (${source}, ${url})
                on conflict (source_url) do update set url = excluded.url, copied_at = now()`;
      copied.set(source, url);
    } catch (error) {
      console.error(`[import] storing the copy of ${source} failed:`, error);
      failed.set(source, { reason: 'notStored' });
    }
  }

  async function worker(): Promise<void> {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      // Out of time: what is left is reported, and the next import of the file copies it.
      if (performance.now() - started > budgetMs) failed.set(source, { reason: 'notReached' });
      else await copyOne(source);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { copied, failed };
}
