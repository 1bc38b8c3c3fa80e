// The left checkouts' table (supabase/migrations/20261129003000_left_checkouts.sql): her saves, her
// untick, the owner's list and marks, and the expiry. Her order closes her drafts by itself (the
// orders insert trigger left_checkouts_close), so nothing here touches an order.
import type { Queryable } from '../db/queryable.ts';
import type { LeftCheckoutSave } from '../../domain/left-checkouts/left-checkout-request.ts';
import { CONVERTED_KEPT_DAYS, LEFT_CHECKOUT_DAYS, LEFT_CHECKOUT_LIMITS } from '../../domain/left-checkouts/limits.ts';
import type { LeftCheckout, LeftMark } from '../../domain/left-checkouts/left-checkout.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderFlow } from '../../domain/orders/limits.ts';

export type SaveBudget = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one save for the client address in its fixed window and says whether it is within the limit.
 * One atomic statement: parallel saves from one address cannot slip past the count.
 */
export async function countSave(sql: Queryable, clientKey: string): Promise<SaveBudget> {
  const { savesPerAddress: limit, saveWindowSeconds: seconds } = LEFT_CHECKOUT_LIMITS;
  const [row] = await sql<{ saves: number; left_seconds: number }[]>`
    insert into left_checkout_saves as s (client_key, window_start, saves) values (${clientKey}, now(), 1)
    on conflict (client_key) do update set
      window_start = case when s.window_start <= now() - make_interval(secs => ${seconds}) then now() else s.window_start end,
      saves = case when s.window_start <= now() - make_interval(secs => ${seconds}) then 1 else s.saves + 1 end
    returning saves, ceil(extract(epoch from s.window_start + make_interval(secs => ${seconds}) - now()))::int as left_seconds`;
  return row!.saves <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, row!.left_seconds) };
}

export type StoreDraftOutcome =
  { kind: 'saved'; id: string } | { kind: 'wilaya_unknown' } | { kind: 'closed' } | { kind: 'too_many_drafts' };

type Verdict = { wilaya_ok: boolean; known: boolean; closed: boolean; phone_open: number; address_new: number; id: string | null };

/**
 * Her draft, written or replaced by its key in one statement that also checks the wilaya, that the
 * draft is not already an order, the phone's open drafts and the address's new drafts in the hour.
 */
export async function storeDraft(sql: Queryable, save: LeftCheckoutSave, clientKey: string | null): Promise<StoreDraftOutcome> {
  const { openPerPhone, newPerAddressPerHour } = LEFT_CHECKOUT_LIMITS;
  const lines = save.lines.map((l) => ({ productId: l.productId, size: l.size, color: l.color, quantity: l.quantity }));
  const [v] = await sql<Verdict[]>`
    with mine as (select d.converted_order_id from left_checkouts d where d.draft_key = ${save.draftKey}),
    verdict as (
      select exists (select 1 from wilayas_2026 w where w.code = ${save.wilayaCode}) as wilaya_ok,
             exists (select 1 from mine) as known,
             exists (select 1 from mine where converted_order_id is not null) as closed,
             (select count(*)::int from left_checkouts d
              where d.phone = ${save.phone} and d.converted_order_id is null and d.draft_key <> ${save.draftKey}) as phone_open,
             (select count(*)::int from left_checkouts d
              where ${clientKey}::text is not null and d.client_key = ${clientKey}
                and d.created_at > now() - interval '1 hour' and d.draft_key <> ${save.draftKey}) as address_new),
    saved as (
      insert into left_checkouts as d (draft_key, phone, customer_name, wilaya_code, commune, flow, locale, lines, client_key, left_at)
      select ${save.draftKey}, ${save.phone}, ${save.name}, ${save.wilayaCode}, ${save.commune}, ${save.flow}, ${save.locale},
             ${sql.json(lines)}, ${clientKey}, case when ${save.left} then now() end
      from verdict v
      where v.wilaya_ok and not v.closed and v.phone_open < ${openPerPhone} and (v.known or v.address_new < ${newPerAddressPerHour})
      on conflict (draft_key) do update set
        phone = excluded.phone, customer_name = excluded.customer_name, wilaya_code = excluded.wilaya_code,
        commune = excluded.commune, flow = excluded.flow, locale = excluded.locale, lines = excluded.lines,
        left_at = excluded.left_at, updated_at = now()
      where d.converted_order_id is null
      returning d.id)
    select v.*, (select id from saved) as id from verdict v`;
  if (v!.id) return { kind: 'saved', id: v!.id };
  if (!v!.wilaya_ok) return { kind: 'wilaya_unknown' };
  if (v!.closed) return { kind: 'closed' };
  return { kind: 'too_many_drafts' };
}

/** Her untick (consent withdrawn): the draft goes, whatever became of it. */
export async function deleteDraft(sql: Queryable, draftKey: string): Promise<boolean> {
  const rows = await sql`delete from left_checkouts where draft_key = ${draftKey}`;
  return rows.count > 0;
}

type ListRow = {
  id: string;
  phone: string;
  customer_name: string;
  wilaya_code: string;
  name_fr: string | null;
  name_ar: string | null;
  commune: string;
  flow: OrderFlow;
  locale: Locale;
  lines: LeftCheckout['lines'];
  created_at: Date;
  updated_at: Date;
  mark: LeftMark | null;
  marked_at: Date | null;
  order_number: number | null;
  converted_at: Date | null;
};

/**
 * The drafts she left, newest first: hidden or closed pages, drafts not touched for the typing time
 * (a phone that killed the tab sends nothing), and the ones that became an order. A draft still being
 * typed is not shown: the owner does not call a shopper in the middle of her order.
 */
export async function listLeftCheckouts(sql: Queryable): Promise<LeftCheckout[]> {
  const rows = await sql<ListRow[]>`
    select d.id, d.phone, d.customer_name, d.wilaya_code, w.name_fr, w.name_ar, d.commune, d.flow, d.locale,
           coalesce((select json_agg(json_build_object('productId', l.v ->> 'productId', 'name', p.name, 'size', l.v ->> 'size',
                                                       'color', l.v ->> 'color', 'quantity', (l.v ->> 'quantity')::int) order by l.n)
                     from jsonb_array_elements(d.lines) with ordinality as l(v, n)
                     left join products p on p.id = l.v ->> 'productId'), '[]'::json) as lines,
           d.created_at, d.updated_at, d.mark, d.marked_at, o.number as order_number, d.converted_at
    from left_checkouts d
    left join wilayas_2026 w on w.code = d.wilaya_code
    left join orders o on o.id = d.converted_order_id
    where d.converted_order_id is not null or d.left_at is not null
       or d.updated_at <= now() - make_interval(mins => ${LEFT_CHECKOUT_LIMITS.typingMinutes})
    order by d.created_at desc, d.id
    limit ${LEFT_CHECKOUT_LIMITS.listMax}`;
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    name: r.customer_name,
    wilayaCode: r.wilaya_code,
    wilayaName: r.name_fr !== null && r.name_ar !== null ? { fr: r.name_fr, ar: r.name_ar } : null,
    commune: r.commune,
    flow: r.flow,
    locale: r.locale,
    lines: r.lines,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    mark: r.mark,
    markedAt: r.marked_at?.toISOString() ?? null,
    converted: r.order_number !== null && r.converted_at ? { number: r.order_number, at: r.converted_at.toISOString() } : null,
  }));
}

/** The owner's mark on one draft (null clears it); false when there is no such draft (expired, deleted). */
export async function markLeftCheckout(sql: Queryable, id: string, mark: LeftMark | null, by: string): Promise<boolean> {
  const rows = await sql`
    update left_checkouts set mark = ${mark}, marked_at = case when ${mark}::text is null then null else now() end,
                              marked_by = case when ${mark}::text is null then null else ${by} end
    where id = ${id}`;
  return rows.count > 0;
}

export type ForgottenDrafts = { open: number; converted: number; saveWindows: number };

/**
 * Bounded retention: an open draft goes the owner's number of days after she last touched it, a
 * converted one after CONVERTED_KEPT_DAYS, a save counter once its window is over.
 */
export async function forgetExpiredDrafts(sql: Queryable): Promise<ForgottenDrafts> {
  const open = await sql`
    delete from left_checkouts
    where converted_order_id is null
      and updated_at < now() - make_interval(days => coalesce((select left_checkout_days from site_settings where id = 1),
                                                              ${LEFT_CHECKOUT_DAYS.default}))`;
  const converted = await sql`delete from left_checkouts where converted_at < now() - make_interval(days => ${CONVERTED_KEPT_DAYS})`;
  const saveWindows = await sql`
    delete from left_checkout_saves where window_start <= now() - make_interval(secs => ${LEFT_CHECKOUT_LIMITS.saveWindowSeconds})`;
  return { open: open.count, converted: converted.count, saveWindows: saveWindows.count };
}

/** What the list needs of the settings: the owner's days, the default language and the shop's name. */
export async function listSettings(sql: Queryable): Promise<{ days: number; defaultLocale: string; shopName: string }> {
  const [row] = await sql<{ days: number; default_locale: string | null; site_title: string | null }[]>`
    select coalesce(s.left_checkout_days, ${LEFT_CHECKOUT_DAYS.default})::int as days, s.default_locale, s.site_title
    from (select 1) one left join site_settings s on s.id = 1`;
  return { days: row!.days, defaultLocale: row!.default_locale ?? '', shopName: row!.site_title ?? '' };
}
