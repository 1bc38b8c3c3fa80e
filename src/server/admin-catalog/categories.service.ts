// The categories as the owner names them in each language: every category products carry, with its
// address (slug) and its labels; setting one category's labels, audited and marked for publishing.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { CategoryLabels } from '../../domain/catalog/product-texts.ts';
import { compactLabels, type AdminCategory } from '../../domain/admin-catalog/translations.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import { CatalogRefusal } from './refusal.ts';

type CategoryRow = { name: string; slug: string; labels: CategoryLabels | null };
const categoryOf = (r: CategoryRow): AdminCategory => ({ name: r.name, slug: r.slug, labels: compactLabels(r.labels) });

/** The categories products carry, in the shop's order (the first product of each). */
export async function listAdminCategories(sql: Queryable): Promise<AdminCategory[]> {
  const rows = await sql<CategoryRow[]>`
    select c.name, c.slug, c.labels from categories c
    join (select category, min(position) as first from products group by category) p on p.category = c.name
    order by p.first, c.name`;
  return rows.map(categoryOf);
}

export async function setCategoryLabels(sql: Sql, name: string, labels: CategoryLabels, email: string): Promise<AdminCategory> {
  return sql.begin(async (tx) => {
    const [before] = await tx<CategoryRow[]>`select name, slug, labels from categories where name = ${name} for update`;
    if (!before) throw new CatalogRefusal(404, 'not_found', 'No such category (it may have been renamed).');
    const clean = compactLabels(labels);
    const [after] = await tx<CategoryRow[]>`
      update categories set labels = ${tx.json(clean)} where name = ${name} returning name, slug, labels`;
    const [was, now] = [categoryOf(before), categoryOf(after!)];
    if (JSON.stringify(was.labels) !== JSON.stringify(now.labels)) {
      await recordAudit(tx, { email, action: 'category.labels', subject: name, oldValue: was.labels, newValue: now.labels });
      await markChanged(tx);
    }
    return now;
  });
}
