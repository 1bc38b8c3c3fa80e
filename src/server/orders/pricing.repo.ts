// What an order is priced with, read fresh from the database: the settings that change its money or its
// message, the wilaya's delivery prices, and each requested line's product name, price and variant.
// Read on its own, outside any transaction: the statement that stores the order checks these same
// values again (storeOrder), so a price changed in between is never charged.
import type { Queryable } from '../db/queryable.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import type { ProductNames } from '../../domain/catalog/product-texts.ts';

export type PricingSettings = {
  freeShippingThreshold: number;
  currency: string;
  siteTitle: string;
  /** The owner's limits an order is checked with (site_settings; checked by store_order: supabase/definitions/store_order.sql). */
  limits: OrderLimits;
};
/** The most an order may total, the most units of one variant, and the stricter number during a drop. */
export type OrderLimits = { totalCeiling: number; maxUnits: number; maxUnitsDrop: number; dropOn: boolean };
/**
 * A published product's line: its variant id is null when the product has no such size and colour.
 * `productName` is the default language's; `names` the languages the owner wrote it in (nameIn picks).
 */
export type CatalogLine = { productName: string; names: ProductNames; price: number; variantId: number | null; limited: boolean };

export type OrderPricing = {
  settings: PricingSettings;
  wilaya: Wilaya | undefined;
  /** By lineKey; undefined for a product that does not exist or is not published. */
  lines: Map<string, CatalogLine | undefined>;
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
  }[];
};

// The defaults of a database without its settings row yet are the schema's (site_settings' defaults).
const SETTINGS_FALLBACK = {
  freeShippingThreshold: 5000,
  currency: 'DZD',
  siteTitle: 'D.R.P',
  totalCeiling: 10_000_000,
  maxUnits: 10,
  maxUnitsDrop: 2,
} as const;

export async function readPricing(sql: Queryable, request: Pick<OrderRequest, 'wilayaCode' | 'lines'>): Promise<OrderPricing> {
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
           (select json_agg(json_build_object('product_id', x.product_id, 'size', x.size, 'color', x.color,
                                              'product_name', p.name, 'names', p.names, 'price', p.price, 'variant_id', v.id,
                                              'limited', p.badge is not distinct from 'limited'))
              from json_to_recordset(${sql.json(wanted)}::json) as x(product_id text, size text, color text)
              left join lateral (select p.name, p.price, p.badge,
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
        ? { productName: l.product_name, names: l.names ?? {}, price: l.price, variantId: l.variant_id, limited: l.limited }
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
    },
    wilaya: r.code
      ? { code: r.code, nameFr: r.name_fr, nameAr: r.name_ar, homePrice: r.home_price, officePrice: r.office_price }
      : undefined,
    lines,
  };
}
