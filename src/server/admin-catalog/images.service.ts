// A product's images: uploads (converted, stored, appended) and the list itself (order, first
// image, alt texts, removal). The product row keeps the 800 px addresses; a stored image no
// product uses any more is deleted from storage after the change is committed.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/client.ts';
import type { AdminProduct, AdminImage } from '../../domain/admin-catalog/product-form.ts';
import { IMAGE_WIDTHS, MAIN_IMAGE_WIDTH, MAX_IMAGES, uploadedWidth } from '../../domain/admin-catalog/images.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import { configuredImageStorage, STORAGE_UNAVAILABLE, type ObjectStorage } from '../storage/storage.ts';
import type { Rendition } from '../images/image-pipeline.ts';
import { BUMP, readProduct, readProductRow, toAdminProduct } from './products.repo.ts';
import { CatalogRefusal, productNotFound, staleProduct } from './refusal.ts';

const keyFor = (id: string, width: number) => `products/${id}-${width}.webp`;

/** The storage images go to; a site without one refuses with what to set (503). */
export function productImageStorage(): ObjectStorage {
  const storage = configuredImageStorage();
  if (!storage) throw new CatalogRefusal(503, 'storage_unavailable', STORAGE_UNAVAILABLE);
  return storage;
}

/** Stores an image's renditions under a new name: the product keeps `url` (800 px), `keys` are every file. */
export async function storeRenditions(storage: ObjectStorage, renditions: readonly Rendition[]): Promise<{ url: string; keys: string[] }> {
  const id = randomUUID();
  const keys = renditions.map((r) => keyFor(id, r.width));
  await Promise.all(renditions.map((r, i) => storage.put(keys[i]!, r.bytes, 'image/webp')));
  return { url: storage.publicUrl(keyFor(id, MAIN_IMAGE_WIDTH)), keys };
}

/** Stores the renditions, then appends the image to the product (the stored files are removed again if that fails). */
export async function addImage(
  sql: Sql,
  productId: string,
  renditions: readonly Rendition[],
  alt: string,
  email: string,
): Promise<AdminProduct> {
  const exists = await readProductRow(sql, productId);
  if (!exists) throw productNotFound();
  if (exists.images.length >= MAX_IMAGES)
    throw new CatalogRefusal(409, 'too_many_images', `A product has at most ${MAX_IMAGES} images: remove one first.`);
  const storage = productImageStorage();
  const { url, keys } = await storeRenditions(storage, renditions);
  try {
    return await sql.begin(async (tx) => {
      const row = await readProductRow(tx, productId, { lock: true });
      if (!row) throw productNotFound();
      if (row.images.length >= MAX_IMAGES)
        throw new CatalogRefusal(409, 'too_many_images', `A product has at most ${MAX_IMAGES} images: remove one first.`);
      const alts = row.images.map((_, i) => row.image_alts[i] ?? '');
      await tx`update products set images = ${[...row.images, url]}, image_alts = ${[...alts, alt]}, updated_at = ${BUMP(tx)} where id = ${productId}`;
      const after = (await readProduct(tx, productId))!;
      await recordAudit(tx, {
        email,
        action: 'product.images',
        subject: productId,
        oldValue: toAdminProduct(row).images,
        newValue: after.images,
      });
      if (row.published) await markChanged(tx); // a draft's images go live with its Publish
      return after;
    });
  } catch (error) {
    await storage.remove(keys).catch(() => {});
    throw error;
  }
}

/** Reorder, set the first, change alt texts, remove: the images to keep, in order. */
export async function setImages(
  sql: Sql,
  productId: string,
  images: readonly AdminImage[],
  updatedAt: string,
  email: string,
): Promise<AdminProduct> {
  const { product, removed } = await sql.begin(async (tx) => {
    const row = await readProductRow(tx, productId, { lock: true });
    if (!row) throw productNotFound();
    if (row.version !== updatedAt) throw staleProduct();
    const unknown = images.findIndex((i) => !row.images.includes(i.url));
    if (unknown >= 0)
      throw new CatalogRefusal(422, 'invalid', "This image is not one of the product's images. Reload, then try again.", {
        fields: { [`images.${unknown}.url`]: 'unknownImage' },
      });
    const before = toAdminProduct(row).images;
    await tx`update products set images = ${images.map((i) => i.url)}, image_alts = ${images.map((i) => i.alt)}, updated_at = ${BUMP(tx)} where id = ${productId}`;
    const after = (await readProduct(tx, productId))!;
    await recordAudit(tx, { email, action: 'product.images', subject: productId, oldValue: before, newValue: after.images });
    if (row.published) await markChanged(tx);
    return { product: after, removed: row.images.filter((url) => !images.some((i) => i.url === url)) };
  });
  await forgetImages(sql, removed);
  return product;
}

/**
 * Deletes from storage the uploads among `urls` that no product uses any more (a duplicated
 * product shares its original's images). A failure is logged: a stray file costs little, a
 * missing one would break a page.
 */
export async function forgetImages(sql: Sql, urls: readonly string[]): Promise<void> {
  if (!urls.length) return;
  try {
    // No storage configured: nothing was uploaded here, so nothing to delete.
    const storage = configuredImageStorage();
    if (!storage) return;
    const used = await sql<
      { url: string }[]
    >`select distinct unnest(images) as url from products where images && ${urls as string[]}::text[]`;
    const stillUsed = new Set(used.map((u) => u.url));
    const unused = urls.filter((url) => !stillUsed.has(url));
    // An import that copied it from another shop's address must copy it again next time.
    if (unused.length) await sql`delete from imported_images where url = any(${unused}::text[])`;
    const keys = unused
      .flatMap((url) => IMAGE_WIDTHS.map((w) => (w === 800 ? url : uploadedWidth(url, w))))
      .map((url) => (url ? storage.keyOf(url) : undefined))
      .filter((key): key is string => key !== undefined);
    await storage.remove(keys);
  } catch (error) {
    console.error('[images] removing unused uploads failed:', error);
  }
}
