// SQL of quantity offers and discount codes for the owner (list, add, remove, the report) and for the
// build (the offers the pages show). Every change is audited; an offer change waits for a publish
// (its pages show it), a code change does not (codes are never on a page: the order statement reads them).
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { DiscountCode, QuantityOffer } from '../../domain/offers/offer.types.ts';
import type { CodeBody, CodeReport, OfferBody, OffersAndCodes } from '../../domain/offers/admin-offers.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';

type OfferRow = {
  id: string;
  product_id: string | null;
  category: string | null;
  kind: QuantityOffer['kind'];
  min_quantity: number;
  value: number;
  starts_at: Date | null;
  ends_at: Date | null;
};
const iso = (d: Date | null) => d?.toISOString() ?? null;
const toOffer = (r: OfferRow): QuantityOffer => ({
  id: Number(r.id),
  productId: r.product_id,
  category: r.category,
  kind: r.kind,
  minQuantity: r.min_quantity,
  value: r.value,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
});

/** The offers not yet ended (the pages show them; each page's script hides one once it ends). */
export async function listLiveOffers(sql: Queryable): Promise<QuantityOffer[]> {
  const rows = await sql<OfferRow[]>`select * from quantity_offers where ends_at is null or ends_at > now() order by id`;
  return rows.map(toOffer);
}

type CodeRow = {
  id: string;
  code: string;
  kind: DiscountCode['kind'];
  value: number;
  min_goods: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  uses: number;
  live_uses: number;
  once_per_phone: boolean;
  orders: number;
  revenue: string;
  discounted: string;
};

const REPORT_DAYS = 30;

export async function readOffersAndCodes(sql: Sql): Promise<OffersAndCodes> {
  const [offers, codes, [report]] = await Promise.all([
    sql<(OfferRow & { product_name: string | null })[]>`
      select q.*, p.name as product_name from quantity_offers q left join products p on p.id = q.product_id order by q.id desc`,
    sql<CodeRow[]>`
      -- A code without a limit counts no uses on its row (redeem_discount_code): its live use rows say them.
      select c.*, case when c.max_uses is null
                       then (select count(*)::int from discount_code_uses u where u.code_id = c.id and u.given_back_at is null)
                       else c.uses end as live_uses,
             coalesce(o.orders, 0)::int as orders, coalesce(o.revenue, 0)::text as revenue, coalesce(o.discounted, 0)::text as discounted
      from discount_codes c
      left join lateral (select count(*) as orders, sum(x.total) as revenue, sum(x.code_discount + x.delivery_discount * (x.discount_kind = 'free_delivery')::int) as discounted
                         from orders x where x.discount_code_id = c.id and x.status <> 'cancelled' and not x.is_test) o on true
      order by c.id desc`,
    sql<
      {
        orders: number;
        revenue: string;
        offer_orders: number;
        offer_revenue: string;
        offer_saved: string;
        code_orders: number;
        code_revenue: string;
        code_saved: string;
      }[]
    >`
      with recent as (
        select o.total, o.discount_code_id is not null as coded, o.code_discount, o.delivery_discount, o.discount_kind,
               o.delivery_offer is not null as delivery_offered,
               (select coalesce(sum(l.offer_discount), 0) from order_lines l where l.order_id = o.id) as offer_saved
        from orders o
        where o.created_at > now() - make_interval(days => ${REPORT_DAYS}) and o.status <> 'cancelled' and not o.is_test)
      select count(*)::int as orders, coalesce(sum(total), 0)::text as revenue,
             count(*) filter (where offer_saved > 0 or delivery_offered)::int as offer_orders,
             coalesce(sum(total) filter (where offer_saved > 0 or delivery_offered), 0)::text as offer_revenue,
             coalesce(sum(offer_saved + case when delivery_offered then delivery_discount else 0 end), 0)::text as offer_saved,
             count(*) filter (where coded)::int as code_orders,
             coalesce(sum(total) filter (where coded), 0)::text as code_revenue,
             coalesce(sum(code_discount + case when discount_kind = 'free_delivery' then delivery_discount else 0 end) filter (where coded), 0)::text as code_saved
      from recent`,
  ]);
  const r = report!;
  return {
    offers: offers.map((o) => ({ ...toOffer(o), productName: o.product_name })),
    codes: codes.map((c): CodeReport => ({
      id: Number(c.id),
      code: c.code,
      kind: c.kind,
      value: c.value,
      minGoods: c.min_goods,
      startsAt: iso(c.starts_at),
      endsAt: iso(c.ends_at),
      maxUses: c.max_uses,
      uses: c.live_uses,
      oncePerPhone: c.once_per_phone,
      orders: c.orders,
      revenue: Number(c.revenue),
      discounted: Number(c.discounted),
    })),
    report: {
      days: REPORT_DAYS,
      orders: r.orders,
      revenue: Number(r.revenue),
      withOffer: { orders: r.offer_orders, revenue: Number(r.offer_revenue), saved: Number(r.offer_saved) },
      withCode: { orders: r.code_orders, revenue: Number(r.code_revenue), saved: Number(r.code_saved) },
    },
  };
}

export type AddOutcome = { ok: true; id: number } | { ok: false; field: string; reason: 'unknown' | 'duplicate' };

export async function addOffer(sql: Sql, body: OfferBody, by: string): Promise<AddOutcome> {
  return sql.begin(async (tx) => {
    const product = body.scope === 'product';
    const [found] = product
      ? await tx`select id from products where id = ${body.target}`
      : await tx`select name from categories where name = ${body.target}`;
    if (!found) return { ok: false, field: 'target', reason: 'unknown' } as const;
    const [row] = await tx<{ id: string }[]>`
      insert into quantity_offers (product_id, category, kind, min_quantity, value, starts_at, ends_at)
      values (${product ? body.target : null}, ${product ? null : body.target}, ${body.kind}, ${body.minQuantity}, ${body.value},
              ${body.startsAt}, ${body.endsAt})
      returning id`;
    await recordAudit(tx, { email: by, action: 'offer.add', subject: `${body.scope}:${body.target}`, newValue: body });
    await markChanged(tx);
    return { ok: true, id: Number(row!.id) } as const;
  });
}

export async function removeOffer(sql: Sql, id: number, by: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [gone] = await tx<OfferRow[]>`delete from quantity_offers where id = ${id} returning *`;
    if (!gone) return false;
    await recordAudit(tx, { email: by, action: 'offer.remove', subject: String(id), oldValue: toOffer(gone) });
    await markChanged(tx);
    return true;
  });
}

export async function addCode(sql: Sql, body: CodeBody, by: string): Promise<AddOutcome> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into discount_codes (code, kind, value, min_goods, max_uses, once_per_phone, starts_at, ends_at)
      values (${body.code}, ${body.kind}, ${body.value}, ${body.minGoods}, ${body.maxUses}, ${body.oncePerPhone}, ${body.startsAt}, ${body.endsAt})
      on conflict (code) do nothing
      returning id`;
    if (!row) return { ok: false, field: 'code', reason: 'duplicate' } as const;
    await recordAudit(tx, { email: by, action: 'code.add', subject: body.code, newValue: body });
    return { ok: true, id: Number(row.id) } as const;
  });
}

/** A code removed: orders that used it keep it (their text and amounts); it can no longer be used. */
export async function removeCode(sql: Sql, id: number, by: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [gone] = await tx<{ code: string }[]>`delete from discount_codes where id = ${id} returning code`;
    if (!gone) return false;
    await recordAudit(tx, { email: by, action: 'code.remove', subject: gone.code });
    return true;
  });
}
