// The admin's product list (filtered in SQL), the owner's order and category renames.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { ProductList, ProductListQuery, ProductOrderBody, ProductSummary } from '../../domain/admin-catalog/product-list.ts';
import { stockStateOf, type StockState } from '../../domain/admin-catalog/stock.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import { BUMP, lockProductIds, VERSION } from './products.repo.ts';
import { readDefaultLocale } from '../settings/default-locale.ts';
import { missingLanguages, type ProductTranslations } from '../../domain/catalog/product-texts.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { CatalogRefusal } from './refusal.ts';
import { readLowStockThreshold } from './stock.service.ts';

/** The summary's own fields as selected, and what the list derives the others from. */
type SummaryRow = Pick<ProductSummary, 'id' | 'name' | 'category' | 'price' | 'published' | 'archived' | 'position' | 'image'> & {
  version: string;
  stocks: number[];
  description: string;
  translations: ProductTranslations | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(sql: Sql, query: ProductListQuery): Promise<ProductList> {
  const threshold = await readLowStockThreshold(sql);
  const defaultLocale = await readDefaultLocale(sql);
  const rows = await sql<SummaryRow[]>`
    select p.id, p.name, p.category, p.price, p.published, p.archived_at is not null as archived, p.position,
           p.images[1] as image, ${VERSION(sql)} as version, p.description, p.translations,
           coalesce((select array_agg(v.stock order by v.id) from variants v where v.product_id = p.id), '{}') as stocks
    from products p
    where ${query.archived === 'true' ? sql`p.archived_at is not null` : sql`p.archived_at is null`}
      ${query.q ? sql`and (p.name ilike ${`%${escapeLike(query.q)}%`} or exists (select 1 from jsonb_each(p.translations) t where t.value ->> 'name' ilike ${`%${escapeLike(query.q)}%`}))` : sql``}
      ${query.category ? sql`and p.category = ${query.category}` : sql``}
      ${query.published ? sql`and p.published = ${query.published === 'true'}` : sql``}
    order by p.position, p.id`;
  const products = rows
    .map((r): ProductSummary => {
      const stocks = r.stocks.map(Number);
      const state: StockState = stockStateOf(stocks, threshold);
      return {
        id: r.id,
        name: r.name,
        category: r.category,
        price: r.price,
        published: r.published,
        archived: r.archived,
        position: r.position,
        image: r.image,
        updatedAt: r.version,
        missingLanguages: missingLanguages(r, r.translations ?? {}, LOCALES, defaultLocale),
        stock: {
          units: stocks.reduce((a, b) => a + b, 0),
          variants: stocks.length,
          low: stocks.filter((s) => s <= threshold).length,
          out: stocks.filter((s) => s <= 0).length,
          state,
        },
      };
    })
    .filter((p) => !query.stock || p.stock.state === query.stock);
  return { products, categories: await listCategories(sql), lowStockThreshold: threshold };
}

export async function listCategories(sql: Queryable): Promise<string[]> {
  const rows = await sql<{ category: string }[]>`select category from products group by category order by min(position), category`;
  return rows.map((r) => r.category);
}

/** One step up or down, or a whole new order; positions become 1..n, only changed rows are written. */
export async function reorderProducts(sql: Sql, body: ProductOrderBody, email: string): Promise<string[]> {
  return sql.begin(async (tx) => {
    // The lock a create takes too: a product added meanwhile goes before the renumbered ones, never among them.
    await lockProductIds(tx);
    const rows = await tx<{ id: string; published: boolean }[]>`
      select id, published from products where archived_at is null order by position, id for update`;
    const current = rows.map((r) => r.id);
    let next: string[];
    if ('ids' in body) {
      const same = body.ids.length === current.length && body.ids.every((id) => current.includes(id));
      if (!same)
        throw new CatalogRefusal(409, 'stale', 'The product list changed since you opened it. Reload, then move the products again.');
      next = body.ids;
    } else {
      const at = current.indexOf(body.id);
      if (at < 0) throw new CatalogRefusal(404, 'not_found', 'No such product (it may have been deleted or archived).');
      const to = body.direction === 'up' ? at - 1 : at + 1;
      next = [...current];
      if (to >= 0 && to < next.length) [next[at], next[to]] = [next[to]!, next[at]!];
    }
    await tx`update products p set position = x.position
             from unnest(${next}::text[]) with ordinality as x(id, position)
             where p.id = x.id and p.position <> x.position`;
    if (next.join() !== current.join()) {
      await recordAudit(tx, {
        email,
        action: 'products.order',
        subject: 'id' in body ? body.id : 'all',
        oldValue: current,
        newValue: next,
      });
      // Shoppers see the published products' order only: moving a draft among them changes nothing live.
      const published = new Set(rows.filter((r) => r.published).map((r) => r.id));
      const live = (ids: string[]) => ids.filter((id) => published.has(id)).join();
      if (live(next) !== live(current)) await markChanged(tx);
    }
    return next;
  });
}

export async function renameCategory(
  sql: Sql,
  from: string,
  to: string,
  email: string,
): Promise<{ renamed: number; categories: string[] }> {
  return sql.begin(async (tx) => {
    // The category keeps its slug (its links) and its labels under the new name; renamed onto a category
    // that exists, its products join that one, and the old row goes once no product names it.
    await tx`update categories set name = ${to} where name = ${from} and not exists (select 1 from categories where name = ${to})`;
    const renamed = await tx<
      { id: string }[]
    >`update products set category = ${to}, updated_at = ${BUMP(tx)} where category = ${from} returning id`;
    if (!renamed.length) throw new CatalogRefusal(404, 'not_found', 'No product has this category.');
    await tx`delete from categories c where c.name = ${from} and not exists (select 1 from products p where p.category = c.name)`;
    if (from !== to) {
      await recordAudit(tx, {
        email,
        action: 'category.rename',
        subject: from,
        oldValue: { category: from, products: renamed.map((r) => r.id) },
        newValue: { category: to },
      });
      await markChanged(tx);
    }
    return { renamed: renamed.length, categories: await listCategories(tx) };
  });
}
