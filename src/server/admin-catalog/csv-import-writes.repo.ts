// The real import's writes, inside its transaction: one statement per kind of write (products added,
// products changed, variants gone, variants added or restocked, the audit), whatever the file's size.
import type { Queryable } from '../db/queryable.ts';
import type { PlannedProduct } from '../../domain/admin-catalog/csv-import.ts';
import { BUMP, firstPosition } from './products.repo.ts';
import { CatalogRefusal } from './refusal.ts';
import type { CategoryLabels } from '../../domain/catalog/product-texts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { compactTranslations } from '../../domain/admin-catalog/translations.ts';

export async function writeImport(
  tx: Queryable,
  products: PlannedProduct[],
  ids: Map<PlannedProduct, string>,
  email: string,
  languages: { categoryLabels: ReadonlyMap<string, CategoryLabels>; defaultLocale: Locale },
): Promise<void> {
  const changed = products.filter((p) => !p.existing || p.changed.length);
  // New products go before every product, in the file's order among themselves (an update keeps its place).
  const added = changed.filter((p) => !p.existing);
  const first = added.length ? await firstPosition(tx, added.length) : 0;
  const place = new Map(added.map((p, i) => [p, first + i]));
  const rows = changed.map((p) => ({
    id: ids.get(p)!,
    name: p.fields.name,
    price: p.fields.price,
    original_price: p.fields.originalPrice,
    category: p.fields.category,
    badge: p.fields.badge === 'none' ? null : p.fields.badge,
    description: p.fields.description,
    details: p.fields.details,
    shipping_returns: p.fields.shippingReturns,
    translations: compactTranslations(p.fields.translations, languages.defaultLocale),
    colors: p.fields.colors,
    sizes: p.fields.sizes,
    images: p.images.map((x) => x.url),
    image_alts: p.images.map((x) => x.alt),
    published: p.published,
    position: place.get(p) ?? 0,
    is_new: !p.existing,
  }));
  if (!rows.length) return;
  const json = tx.json(rows as unknown as Parameters<Queryable['json']>[0]);
  // One statement per kind of write, whatever the number of products (1,000 in under a second).
  await tx`
    insert into products (id, name, price, original_price, category, badge, description, details, shipping_returns, translations, colors, sizes, images, image_alts, published, position, first_published_at)
    select x.id, x.name, x.price, x.original_price, x.category, x.badge, x.description, x.details, x.shipping_returns, x.translations, x.colors, x.sizes,
           x.images, x.image_alts, x.published, x.position, case when x.published then now() end
    from jsonb_to_recordset(${json}) as x(id text, name text, price int, original_price int, category text, badge text, description text,
         details text[], shipping_returns text, translations jsonb, colors text[], sizes text[], images text[], image_alts text[], published boolean, position int, is_new boolean)
    where x.is_new`;
  if (rows.some((r) => !r.is_new))
    await tx`
    update products p set name = x.name, price = x.price, original_price = x.original_price, category = x.category, badge = x.badge,
           description = x.description, details = x.details, shipping_returns = x.shipping_returns, translations = x.translations,
           colors = x.colors, sizes = x.sizes,
           images = x.images, image_alts = x.image_alts, published = x.published,
           first_published_at = case when x.published then coalesce(p.first_published_at, now()) else p.first_published_at end,
           updated_at = ${BUMP(tx)}
    from jsonb_to_recordset(${json}) as x(id text, name text, price int, original_price int, category text, badge text, description text,
         details text[], shipping_returns text, translations jsonb, colors text[], sizes text[], images text[], image_alts text[], published boolean, is_new boolean)
    where p.id = x.id and not x.is_new`;
  await writeCategoryLabels(tx, products, languages.categoryLabels, email);

  // The grid: cells that go (only empty ones: the plan refused the others, and a unit sold since is
  // checked here again), cells that come, and the file's stock.
  const gone = changed.flatMap((p) => {
    const keep = new Set(p.cells.map((c) => `${c.size}\u0000${c.color}`));
    return (p.existing?.variants ?? []).filter((v) => !keep.has(`${v.size}\u0000${v.color}`)).map((v) => v.id);
  });
  if (gone.length) {
    const deleted = await tx`delete from variants where id = any(${gone}::bigint[]) and stock = 0 returning id`;
    if (deleted.length !== gone.length)
      throw new CatalogRefusal(409, 'stale', 'Stock changed while the file was imported (a sale?). Import it again.');
  }
  // New products' cells are plain inserts (arrays: the fastest path); existing products' cells
  // are inserted or have their stock set.
  const cellsOf = (list: PlannedProduct[]) =>
    list.flatMap((p) => p.cells.map((c) => ({ product_id: ids.get(p)!, size: c.size, color: c.color, stock: c.stock })));
  const fresh = cellsOf(changed.filter((p) => !p.existing));
  if (fresh.length) {
    await tx`
      insert into variants (product_id, size, color, stock)
      select * from unnest(${fresh.map((c) => c.product_id)}::text[], ${fresh.map((c) => c.size)}::text[], ${fresh.map((c) => c.color)}::text[], ${fresh.map((c) => c.stock)}::int[])`;
  }
  const kept = cellsOf(changed.filter((p) => p.existing));
  if (kept.length) {
    await tx`
      insert into variants (product_id, size, color, stock)
      select * from unnest(${kept.map((c) => c.product_id)}::text[], ${kept.map((c) => c.size)}::text[], ${kept.map((c) => c.color)}::text[], ${kept.map((c) => c.stock)}::int[])
      on conflict (product_id, size, color) do update set stock = excluded.stock where variants.stock <> excluded.stock`;
  }

  const audit = changed.map((p) => ({
    subject: ids.get(p)!,
    old_value: p.existing
      ? { ...p.existing, variants: p.existing.variants.map(({ size, color, stock }) => ({ size, color, stock })) }
      : null,
    new_value: { ...p.fields, images: p.images, published: p.published, variants: p.cells },
  }));
  await tx`
    insert into admin_audit (email, action, subject, old_value, new_value)
    select ${email}, 'catalog.import', x.subject, x.old_value, x.new_value
    from jsonb_to_recordset(${tx.json(audit as unknown as Parameters<Queryable['json']>[0])}) as x(subject text, old_value jsonb, new_value jsonb)`;
}

/** The category labels the file changes (after the products: a new category's row exists by then), one audit entry each. */
async function writeCategoryLabels(
  tx: Queryable,
  products: PlannedProduct[],
  labels: ReadonlyMap<string, CategoryLabels>,
  email: string,
): Promise<void> {
  if (!labels.size || !products.length) return;
  const rows = [...labels].map(([name, l]) => ({ name, labels: l }));
  const json = tx.json(rows as unknown as Parameters<Queryable['json']>[0]);
  await tx`
    with old as (select c.name, c.labels from categories c join jsonb_to_recordset(${json}) as x(name text, labels jsonb) on x.name = c.name),
    changed as (
      update categories c set labels = x.labels from jsonb_to_recordset(${json}) as x(name text, labels jsonb)
      where c.name = x.name returning c.name, c.labels)
    insert into admin_audit (email, action, subject, old_value, new_value)
    select ${email}, 'category.labels', changed.name, old.labels, changed.labels from changed join old using (name)`;
}
