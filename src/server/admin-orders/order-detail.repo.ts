// One order as the admin reads it: every field (spec section 3), its lines, history, call log and
// its phone's record. Read inside the caller's transaction when there is one, so the answer to a
// change is the order as that change left it.
import type { OfferSeen } from '../../domain/offers/offer.types.ts';
import type { Queryable } from '../db/queryable.ts';
import type { CallOutcome } from '../../domain/admin-orders/calls.ts';
import type { OrderDetail, OrderHistoryEntry } from '../../domain/admin-orders/order-detail.ts';
import { signalsOf } from '../../domain/admin-orders/signals.ts';
import { isEditable, NEXT_STATUSES, type OrderStatus } from '../../domain/orders/workflow.ts';
import { NO_RECORD, phoneRecords } from './customers.repo.ts';
import { versionOf } from '../orders/versions.ts';
import type { OrderColumns, OrderShopperColumns } from '../orders/order-columns.ts';
import { wilaya2026Of } from './order-wilaya-2026.ts';
import { customerLinkOf } from '../order-link/customer-link.ts';
import { isLocale, SHIPPED_DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { parcelView, type ParcelRow } from '../carriers/parcels/parcels.repo.ts';

type OrderRow = Pick<OrderColumns, 'id' | 'number' | 'created_at' | 'flow' | 'is_test'> &
  OrderShopperColumns & {
    updated_at: string;
    status: OrderStatus;
    new_code: string | null;
    new_name_fr: string | null;
    new_name_ar: string | null;
    name_fr: string;
    name_ar: string;
    carrier: 'yalidine' | 'ecotrack' | null;
    tracking_number: string | null;
    stock_returned_at: Date | null;
    discount_code: string | null;
    code_discount: number;
    delivery_discount: number;
    locale: Locale | null;
    confirmed_via: OrderDetail['confirmedVia'];
    call_requested_at: Date | null;
    idempotency_key: string;
    view_link_hash: string | null;
    confirm_link_hash: string | null;
    self_confirm: boolean;
    default_locale: string | null;
    link_live: boolean;
  };

export async function readOrderDetail(sql: Queryable, number: number): Promise<OrderDetail | undefined> {
  const [o] = await sql<OrderRow[]>`
    select o.id, o.number, o.created_at, ${versionOf(sql)} as updated_at, o.status, o.flow, o.is_test, o.customer_name, o.email, o.phone,
           o.address, o.notes, o.wilaya_code, w.name_fr, w.name_ar, o.commune, o.commune_ar, o.delivery_type, o.subtotal, o.shipping_price,
           o.total, o.currency, o.carrier, o.tracking_number, o.stock_returned_at, o.discount_code, o.code_discount, o.delivery_discount,
           n.code as new_code, n.name_fr as new_name_fr, n.name_ar as new_name_ar,
           o.locale, o.confirmed_via, o.call_requested_at, o.idempotency_key, o.view_link_hash, o.confirm_link_hash,
           coalesce(s.order_link_self_confirm, true) as self_confirm, s.default_locale,
           -- the order page's rule (order-link.repo.ts): its links live order_link_days after the last status change
           coalesce((select max(h.changed_at) from order_status_history h where h.order_id = o.id and h.kind = 'status'), o.created_at)
             + make_interval(days => coalesce(s.order_link_days, 30)) > now() as link_live
    from orders o join wilayas w on w.code = o.wilaya_code
    left join wilayas_2026 n on n.code = o.wilaya_code_2026 and n.code <> o.wilaya_code
    left join site_settings s on s.id = 1
    where o.number = ${number}`;
  if (!o) return undefined;
  const [lines, history, calls, records, last, parcels] = await Promise.all([
    sql<
      {
        product_id: string;
        product_name: string;
        size: string;
        color: string;
        unit_price: number;
        quantity: number;
        line_total: number;
        added_by_customer: boolean;
        offer: OfferSeen | null;
        offer_discount: number;
      }[]
    >`
      select product_id, product_name, size, color, unit_price, quantity, line_total, added_key is not null as added_by_customer,
             offer, offer_discount
      from order_lines where order_id = ${o.id} order by id`,
    sql<
      {
        kind: OrderHistoryEntry['kind'];
        status: OrderStatus;
        note: string;
        changes: OrderHistoryEntry['changes'];
        changed_by: string;
        changed_at: Date;
      }[]
    >`
      select kind, status, note, changes, changed_by, changed_at from order_status_history where order_id = ${o.id} order by changed_at, id`,
    sql<{ id: string; outcome: CallOutcome; note: string; postponed_until: Date | null; called_by: string; called_at: Date }[]>`
      select id, outcome, note, postponed_until, called_by, called_at from order_calls where order_id = ${o.id} order by called_at desc, id desc`,
    phoneRecords(sql, [o.phone]),
    sql<{ number: number; created_at: Date; status: OrderStatus }[]>`
      select number, created_at, status from orders where phone = ${o.phone} and id <> ${o.id} and not is_test order by created_at desc limit 1`,
    // Its newest parcel at a carrier (the live one, else the last failed or cancelled), for the Parcel panel.
    sql<
      Pick<
        ParcelRow,
        | 'platform'
        | 'tracking'
        | 'state'
        | 'outcome'
        | 'carrier_status'
        | 'failure'
        | 'failure_reason'
        | 'failed_attempts'
        | 'last_attempt_at'
        | 'last_attempt_reason'
        | 'cancel_refusal'
        | 'updated_at'
      >[]
    >`
      select platform, tracking, state, outcome, carrier_status, failure, failure_reason, failed_attempts, last_attempt_at,
             last_attempt_reason, cancel_refusal, updated_at
      from parcels where order_id = ${o.id}
      order by (state in ('creating', 'created')) desc, id desc limit 1`,
  ]);
  const { blacklisted, ...counts } = records.get(o.phone) ?? NO_RECORD;
  return {
    number: o.number,
    createdAt: o.created_at.toISOString(),
    updatedAt: o.updated_at,
    status: o.status,
    flow: o.flow,
    isTest: o.is_test,
    customerName: o.customer_name,
    email: o.email,
    phone: o.phone,
    address: o.address,
    notes: o.notes,
    wilayaCode: o.wilaya_code,
    wilayaNameFr: o.name_fr,
    wilayaNameAr: o.name_ar,
    wilaya2026: wilaya2026Of(o),
    commune: o.commune,
    communeAr: o.commune_ar,
    deliveryType: o.delivery_type,
    lines: lines.map((l) => ({
      productId: l.product_id,
      productName: l.product_name,
      size: l.size,
      color: l.color,
      unitPrice: l.unit_price,
      quantity: l.quantity,
      lineTotal: l.line_total,
      addedByCustomer: l.added_by_customer,
      offer: l.offer,
      offerDiscount: l.offer_discount,
    })),
    subtotal: o.subtotal,
    shippingPrice: o.shipping_price,
    total: o.total,
    currency: o.currency,
    code: o.discount_code,
    codeDiscount: o.code_discount,
    deliveryDiscount: o.delivery_discount,
    carrier: o.carrier,
    trackingNumber: o.tracking_number,
    stockReturnedAt: o.stock_returned_at?.toISOString() ?? null,
    nextStatuses: [...NEXT_STATUSES[o.status]],
    editable: isEditable(o.status),
    awaitingReturn: o.status === 'returned' && o.stock_returned_at === null,
    history: history.map((h) => ({
      kind: h.kind,
      status: h.status,
      note: h.note,
      changes: h.changes,
      by: h.changed_by,
      at: h.changed_at.toISOString(),
    })),
    calls: calls.map((c) => ({
      id: Number(c.id),
      outcome: c.outcome,
      note: c.note,
      postponedUntil: c.postponed_until?.toISOString() ?? null,
      by: c.called_by,
      at: c.called_at.toISOString(),
    })),
    customer: {
      phone: o.phone,
      ...counts,
      blacklisted,
      lastOrder: last[0] ? { number: last[0].number, createdAt: last[0].created_at.toISOString(), status: last[0].status } : null,
    },
    signals: signalsOf({
      status: o.status,
      customerName: o.customer_name,
      address: o.address,
      customer: counts,
      blacklisted: blacklisted !== null,
    }),
    locale: o.locale,
    confirmedVia: o.confirmed_via,
    callRequestedAt: o.call_requested_at?.toISOString() ?? null,
    customerLink: customerLinkOf({
      idempotencyKey: o.idempotency_key,
      status: o.status,
      locale: o.locale,
      viewHash: o.view_link_hash,
      confirmHash: o.confirm_link_hash,
      selfConfirm: o.self_confirm,
      defaultLocale: isLocale(o.default_locale) ? o.default_locale : SHIPPED_DEFAULT_LOCALE,
      live: o.link_live,
    }),
    // parcelView reads only these columns.
    parcel: parcels[0] ? parcelView(parcels[0] as ParcelRow) : null,
  };
}
