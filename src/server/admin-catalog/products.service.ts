// Creating, saving, publishing, duplicating and deleting products. Each runs in one transaction
// that locks the product, compares the version the form read (stale: nothing written), writes,
// records the audit entry and marks the site as changed (publishing happens after the answer) when
// shoppers see the product before or after the change: a draft's edits wait for its own Publish and
// are not changes waiting to go live (the shop's pages hold published products only).
import { readDefaultLocale } from '../settings/default-locale.ts';
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { AdminProduct, CreateProductBody, ProductFields, UpdateProductBody } from '../../domain/admin-catalog/product-form.ts';
import { cellsOf, gridChange, type Cell } from '../../domain/admin-catalog/grid.ts';
import { slugOf, uniqueSlug } from '../../domain/catalog/slug.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import {
  appearsInOrders,
  auditView,
  BUMP,
  firstPosition,
  idsLike,
  lockProductIds,
  readProduct,
  readProductRow,
  toAdminProduct,
} from './products.repo.ts';
import { compactTranslations } from '../../domain/admin-catalog/translations.ts';
import { CatalogRefusal, productNotFound, staleProduct } from './refusal.ts';
import { forgetImages } from './images.service.ts';

const badgeColumn = (badge: ProductFields['badge']) => (badge === 'none' ? null : badge);

/**
 * The row's columns; the translations only when the body has them (left as they are otherwise), and
 * never one in the default language (the product's own fields are that language's texts).
 */
async function columnsOf(tx: Queryable, fields: ProductFields) {
  const translations =
    fields.translations === undefined
      ? {}
      : {
          translations: tx.json(compactTranslations(fields.translations, await readDefaultLocale(tx)) as Parameters<Queryable['json']>[0]),
        };
  return {
    ...translations,
    name: fields.name,
    price: fields.price,
    original_price: fields.originalPrice,
    description: fields.description,
    category: fields.category,
    badge: badgeColumn(fields.badge),
    details: fields.details,
    shipping_returns: fields.shippingReturns,
    colors: fields.colors,
    sizes: fields.sizes,
  };
}

export async function newProductId(tx: Queryable, name: string, except?: string): Promise<string> {
  const base = slugOf(name) || 'product';
  const taken = await idsLike(tx, base);
  if (except) taken.delete(except);
  return uniqueSlug(name, (id) => taken.has(id));
}

export async function insertCells(tx: Queryable, productId: string, cells: readonly Cell[], stock = 0): Promise<void> {
  if (!cells.length) return;
  await tx`insert into variants (product_id, size, color, stock)
           select ${productId}, x.size, x.color, ${stock} from unnest(${cells.map((c) => c.size)}::text[], ${cells.map((c) => c.color)}::text[]) as x(size, color)`;
}

type Extra = { images?: string[]; imageAlts?: string[] };

/** Inserts a draft with its grid at stock 0; the caller holds lockProductIds. */
export async function insertDraft(tx: Queryable, fields: ProductFields, extra: Extra = {}): Promise<string> {
  const id = await newProductId(tx, fields.name);
  await tx`insert into products ${tx({ id, ...(await columnsOf(tx, fields)), images: extra.images ?? [], image_alts: extra.imageAlts ?? [], published: false, position: await firstPosition(tx) })}`;
  await insertCells(tx, id, cellsOf(fields.sizes, fields.colors));
  return id;
}

export async function createProduct(sql: Sql, fields: CreateProductBody, email: string): Promise<AdminProduct> {
  return sql.begin(async (tx) => {
    await lockProductIds(tx);
    const id = await insertDraft(tx, fields);
    const product = (await readProduct(tx, id))!;
    await recordAudit(tx, { email, action: 'product.create', subject: id, newValue: auditView(product) });
    return product; // a draft: nothing for the site to publish
  });
}

export async function updateProduct(sql: Sql, id: string, body: UpdateProductBody, email: string): Promise<AdminProduct> {
  const { updatedAt, confirmStockRemoval, ...fields } = body;
  return sql.begin(async (tx) => {
    await lockProductIds(tx);
    const row = await readProductRow(tx, id, { lock: true });
    if (!row) throw productNotFound();
    if (row.version !== updatedAt) throw staleProduct();
    const before = toAdminProduct(row);
    const { added, removed } = gridChange(before.variants, fields.sizes, fields.colors);
    const atStake = removed.filter((v) => v.stock > 0);
    if (atStake.length && !confirmStockRemoval) {
      const units = atStake.reduce((n, v) => n + v.stock, 0);
      throw new CatalogRefusal(
        409,
        'stock_at_stake',
        `Removing these sizes or colours would remove ${units} units of stock. Confirm to remove them anyway.`,
        {
          details: { cells: atStake.map(({ size, color, stock }) => ({ size, color, stock })) },
        },
      );
    }
    // A draft's id follows its name (never published: no link to it exists yet); then it is fixed.
    const newId =
      !row.id_locked && (slugOf(fields.name) || 'product') !== (slugOf(row.name) || 'product')
        ? await newProductId(tx, fields.name, id)
        : id;
    await tx`update products set ${tx({ id: newId, ...(await columnsOf(tx, fields)) })}, updated_at = ${BUMP(tx)} where id = ${id}`;
    if (removed.length) {
      // Without the owner's yes only empty cells go; a unit that arrived meanwhile stops the save.
      const gone =
        await tx`delete from variants where id = any(${removed.map((v) => v.id)}::bigint[]) ${confirmStockRemoval ? tx`` : tx`and stock = 0`} returning id`;
      if (gone.length !== removed.length) throw staleProduct();
    }
    await insertCells(tx, newId, added);
    const after = (await readProduct(tx, newId))!;
    await recordAudit(tx, { email, action: 'product.update', subject: newId, oldValue: auditView(before), newValue: auditView(after) });
    if (removed.length) {
      await recordAudit(tx, {
        email,
        action: 'stock.remove-cells',
        subject: newId,
        oldValue: removed.map(({ size, color, stock }) => ({ size, color, stock })),
        newValue: null,
      });
    }
    if (row.published) await markChanged(tx);
    return after;
  });
}

export async function setPublished(sql: Sql, id: string, published: boolean, updatedAt: string, email: string): Promise<AdminProduct> {
  return sql.begin(async (tx) => {
    const row = await readProductRow(tx, id, { lock: true });
    if (!row) throw productNotFound();
    if (row.version !== updatedAt) throw staleProduct();
    await tx`update products set published = ${published},
               archived_at = ${published ? null : tx`archived_at`},
               first_published_at = ${published ? tx`coalesce(first_published_at, now())` : tx`first_published_at`},
               updated_at = ${BUMP(tx)} where id = ${id}`;
    const after = (await readProduct(tx, id))!;
    await recordAudit(tx, {
      email,
      action: published ? 'product.publish' : 'product.unpublish',
      subject: id,
      oldValue: { published: row.published, archived: row.archived },
      newValue: { published: after.published, archived: after.archived },
    });
    if (row.published || after.published) await markChanged(tx);
    return after;
  });
}

export const COPY_SUFFIX = ' (copy)';

export async function duplicateProduct(sql: Sql, id: string, email: string): Promise<AdminProduct> {
  return sql.begin(async (tx) => {
    await lockProductIds(tx);
    const row = await readProductRow(tx, id);
    if (!row) throw productNotFound();
    const source = toAdminProduct(row);
    const name = `${Array.from(source.name)
      .slice(0, 200 - COPY_SUFFIX.length)
      .join('')}${COPY_SUFFIX}`;
    const { variants: _v, images, ...rest } = source;
    const copyId = await insertDraft(tx, { ...rest, name }, { images: images.map((i) => i.url), imageAlts: images.map((i) => i.alt) });
    const copy = (await readProduct(tx, copyId))!;
    await recordAudit(tx, { email, action: 'product.duplicate', subject: copyId, oldValue: { from: id }, newValue: auditView(copy) });
    return copy; // a draft: nothing for the site to publish
  });
}

export type RemoveResult = { result: 'deleted' } | { result: 'archived'; product: AdminProduct };

/** Deleted for good, or archived when an order names it (its lines keep their snapshot either way). */
export async function removeProduct(sql: Sql, id: string, email: string): Promise<RemoveResult> {
  const { outcome, images } = await sql.begin(async (tx) => {
    const row = await readProductRow(tx, id, { lock: true });
    if (!row) throw productNotFound();
    const before = toAdminProduct(row);
    if (row.published) await markChanged(tx);
    if (await appearsInOrders(tx, id)) {
      await tx`update products set published = false, archived_at = coalesce(archived_at, now()), updated_at = ${BUMP(tx)} where id = ${id}`;
      const after = (await readProduct(tx, id))!;
      await recordAudit(tx, { email, action: 'product.archive', subject: id, oldValue: auditView(before), newValue: { archived: true } });
      return { outcome: { result: 'archived', product: after } as RemoveResult, images: [] as string[] };
    }
    await tx`delete from products where id = ${id}`;
    await recordAudit(tx, {
      email,
      action: 'product.delete',
      subject: id,
      oldValue: { ...auditView(before), variants: before.variants },
      newValue: null,
    });
    return { outcome: { result: 'deleted' } as RemoveResult, images: row.images };
  });
  await forgetImages(sql, images);
  return outcome;
}
