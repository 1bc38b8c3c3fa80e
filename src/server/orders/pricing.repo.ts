// What an order is priced with, read fresh from the database: the settings that change its money or its
// message, the wilaya's delivery prices, and each requested line's product name, price and variant.
// Read on its own, outside any transaction: the statement that stores the order checks these same
// values again (storeOrder), so a price changed in between is never charged.
import type { Queryable } from '../db/queryable.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import type { ProductNames } from '../../domain/catalog/product-texts.ts';
import type { DiscountCode, QuantityOffer } from '../../domain/offers/offer.types.ts';
import { normalizeCode } from '../../domain/offers/discount-code.ts';

export type PricingSettings = {
  freeShippingThreshold: number;
  currency: string;
  siteTitle: string;
  /** The owner's limits an order is checked with (site_settings; checked by store_order: supabase/definitions/store_order.sql). */
  limits: OrderLimits;
  /** Every quantity offer not yet ended, and the version they are (store_order checks it is still the database's). */
  offers: { version: number; list: QuantityOffer[] };
};
/** The most an order may total, the most units of one variant, and the stricter number during a drop. */
export type OrderLimits = { totalCeiling: number; maxUnits: number; maxUnitsDrop: number; dropOn: boolean };
/**
 * A published product's line: its variant id is null when the product has no such size and colour.
 * `productName` is the default language's; `names` the languages the owner wrote it in (nameIn picks).
 */
export type CatalogLine = {
  productName: string;
  names: ProductNames;
  price: number;
  variantId: number | null;
  limited: boolean;
  /** The product's category (its category's quantity offers cover it). */
  category: string;
};

export type OrderPricing = {
  settings: PricingSettings;
  wilaya: Wilaya | undefined;
  /** By lineKey; undefined for a product that does not exist or is not published. */
  lines: Map<string, CatalogLine | undefined>;
  /** The code the request names, as the database had it (undefined: no such code, or none asked). */
  code: DiscountCode | undefined;
};

export const lineKey = (line: { productId: string; size: string; color: string }) =>
  JSON.stringify([line.productId, line.size, line.color]);

type PricingRow = {
  free_shipping_threshold: number;
  currency: string;
  site_title: string;
  order_total_ceiling: number;
  order_max_units_per_variant: number;
  order_max_units_per_variant_drop: number;
  password_enabled: boolean;
  offers_version: string;
  offers: OfferRow[] | null;
  discount_code: CodeRow | null;
  code: string | null;
  name_fr: string;
  name_ar: string;
  home_price: number;
  office_price: number;
  lines: {
    product_id: string;
    size: string;
    color: string;
    product_name: string | null;
    names: ProductNames | null;
    price: number | null;
    variant_id: number | null;
    limited: boolean;
    category: string | null;
  }[];
};

type OfferRow = {
  id: number;
  product_id: string | null;
  category: string | null;
  kind: QuantityOffer['kind'];
  min_quantity: number;
  value: number;
  starts_at: string | null;
  ends_at: string | null;
};
type CodeRow = {
  id: number;
  code: string;
  kind: DiscountCode['kind'];
  value: number;
  min_goods: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  uses: number;
  once_per_phone: boolean;
};

// Times as ISO text in UTC, as JavaScript's Date.parse reads them.
const iso = (t: string | null) => (t === null ? null : new Date(t).toISOString());

const offerOf = (o: OfferRow): QuantityOffer => ({
  id: Number(o.id),
  productId: o.product_id,
  category: o.category,
  kind: o.kind,
  minQuantity: o.min_quantity,
  value: o.value,
  startsAt: iso(o.starts_at),
  endsAt: iso(o.ends_at),
});

const codeOf = (c: CodeRow): DiscountCode => ({
  id: Number(c.id),
  code: c.code,
  kind: c.kind,
  value: c.value,
  minGoods: c.min_goods,
  startsAt: iso(c.starts_at),
  endsAt: iso(c.ends_at),
  maxUses: c.max_uses,
  uses: c.uses,
  oncePerPhone: c.once_per_phone,
});

// The defaults of a database without its settings row yet are the schema's (site_settings' defaults).
const SETTINGS_FALLBACK = {
  freeShippingThreshold: 5000,
  currency: 'DZD',
  siteTitle: 'D.R.P',
  totalCeiling: 10_000_000,
  maxUnits: 10,
  maxUnitsDrop: 2,
} as const;

export async function readPricing(
  sql: Queryable,
  request: Pick<OrderRequest, 'wilayaCode' | 'lines' | 'discountCode'>,
): Promise<OrderPricing> {
  const code = request.discountCode ? normalizeCode(request.discountCode) : '';
  const wanted = request.lines.map((l) => ({ product_id: l.productId, size: l.size, color: l.color }));
  // `limit 1` keeps each lookup a probe of its unique index, however many rows the planner expects.
  const [row] = await sql<PricingRow[]>`
    with settings as (
      select coalesce(max(free_shipping_threshold), ${SETTINGS_FALLBACK.freeShippingThreshold}) as free_shipping_threshold,
             coalesce(max(currency), ${SETTINGS_FALLBACK.currency}) as currency, coalesce(max(site_title), ${SETTINGS_FALLBACK.siteTitle}) as site_title,
             coalesce(max(order_total_ceiling), ${SETTINGS_FALLBACK.totalCeiling}) as order_total_ceiling,
             coalesce(max(order_max_units_per_variant), ${SETTINGS_FALLBACK.maxUnits}) as order_max_units_per_variant,
             coalesce(max(order_max_units_per_variant_drop), ${SETTINGS_FALLBACK.maxUnitsDrop}) as order_max_units_per_variant_drop,
             coalesce(bool_or(password_enabled), false) as password_enabled
      from site_settings where id = 1)
    select s.free_shipping_threshold, s.currency, s.site_title, s.order_total_ceiling, s.order_max_units_per_variant,
           s.order_max_units_per_variant_drop, s.password_enabled, w.code, w.name_fr, w.name_ar, w.home_price, w.office_price,
           (select v.version::text from quantity_offers_version v where v.id = 1) as offers_version,
           (select json_agg(q) from quantity_offers q where q.ends_at is null or q.ends_at > now()) as offers,
           (select row_to_json(c) from discount_codes c where c.code = ${code} and ${code} <> '') as discount_code,
           (select json_agg(json_build_object('product_id', x.product_id, 'size', x.size, 'color', x.color,
                                              'product_name', p.name, 'names', p.names, 'price', p.price, 'variant_id', v.id,
                                              'limited', p.badge is not distinct from 'limited', 'category', p.category))
              from json_to_recordset(${sql.json(wanted)}::json) as x(product_id text, size text, color text)
              left join lateral (select p.name, p.price, p.badge, p.category,
                                        (select jsonb_object_agg(t.key, t.value ->> 'name') from jsonb_each(p.translations) t
                                         where t.value ->> 'name' <> '') as names
                                 from products p where p.id = x.product_id and p.published limit 1) p on true
              left join lateral (select v.id from variants v where v.product_id = x.product_id and v.size = x.size and v.color = x.color limit 1) v on true
           ) as lines
    from settings s
    left join wilayas w on w.code = ${request.wilayaCode}`;
  const r = row!;
  const lines = new Map<string, CatalogLine | undefined>();
  for (const l of r.lines ?? []) {
    const found =
      l.product_name !== null && l.price !== null
        ? {
            productName: l.product_name,
            names: l.names ?? {},
            price: l.price,
            variantId: l.variant_id,
            limited: l.limited,
            category: l.category ?? '',
          }
        : undefined;
    lines.set(lineKey({ productId: l.product_id, size: l.size, color: l.color }), found);
  }
  return {
    settings: {
      freeShippingThreshold: r.free_shipping_threshold,
      currency: r.currency,
      siteTitle: r.site_title,
      limits: {
        totalCeiling: r.order_total_ceiling,
        maxUnits: r.order_max_units_per_variant,
        maxUnitsDrop: r.order_max_units_per_variant_drop,
        dropOn: r.password_enabled,
      },
      offers: { version: Number(r.offers_version ?? 0), list: (r.offers ?? []).map(offerOf) },
    },
    wilaya: r.code
      ? { code: r.code, nameFr: r.name_fr, nameAr: r.name_ar, homePrice: r.home_price, officePrice: r.office_price }
      : undefined,
    lines,
    code: r.discount_code ? codeOf(r.discount_code) : undefined,
  };
}
