// The owner's pairs (src/domain/admin-catalog/pairs.ts): read them all, and replace one product's in
// one transaction, written in the audit log. The offer reads them live at each order (no publish).
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { PairsBody, PairsView, PairProduct } from '../../domain/admin-catalog/pairs.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { CatalogRefusal, productNotFound } from './refusal.ts';

export async function listPairs(sql: Queryable): Promise<PairsView> {
  const [products, pairs] = await Promise.all([
    sql<PairProduct[]>`select id, name, category, images[1] as image, published from products order by position, id`,
    sql<{ product_id: string; paired: string[] }[]>`
      select product_id, array_agg(paired_id order by position, paired_id) as paired from product_pairs group by product_id`,
  ]);
  return { products: [...products], pairs: Object.fromEntries(pairs.map((p) => [p.product_id, p.paired])) };
}

export async function setPairs(sql: Sql, body: PairsBody, email: string): Promise<string[]> {
  return sql.begin(async (tx) => {
    const ids = [body.productId, ...body.paired];
    const found = await tx<{ id: string }[]>`select id from products where id = any(${ids}) for share`;
    if (!found.some((p) => p.id === body.productId)) throw productNotFound();
    if (found.length !== ids.length)
      throw new CatalogRefusal(422, 'invalid', 'A suggested product does not exist (it may have been deleted).', {
        fields: { paired: 'invalid' },
      });
    const was = await tx<{ paired_id: string }[]>`
      select paired_id from product_pairs where product_id = ${body.productId} order by position, paired_id`;
    await tx`delete from product_pairs where product_id = ${body.productId}`;
    if (body.paired.length)
      await tx`insert into product_pairs (product_id, paired_id, position)
               select ${body.productId}, p, n::int - 1 from unnest(${body.paired}::text[]) with ordinality as x(p, n)`;
    await recordAudit(tx, {
      email,
      action: 'pairs.set',
      subject: body.productId,
      oldValue: { paired: was.map((w) => w.paired_id) },
      newValue: { paired: body.paired },
    });
    return body.paired;
  });
}
