// The owner corrects an order before it ships: customer, address, wilaya, commune, delivery type, notes.
// The commune is checked against the wilaya's list as POST /api/orders checks it; when the wilaya or
// the delivery type changes the delivery is priced again with the order path's own rule (shippingQuote,
// today's prices and free-shipping threshold) and the total follows. The change is written in the
// order's history (field -> [old, new]) and the audit log. A stale edit (updatedAt) is refused.
import type { Sql } from '../db/client.ts';
import type { FieldErrorKey } from '../../domain/admin/api-errors.ts';
import { EDITABLE_FIELDS, type OrderEditBody } from '../../domain/admin-orders/order-edit.ts';
import { isEditable, type OrderStatus } from '../../domain/orders/workflow.ts';
import { ADDRESS_MIN, charCount, type OrderFlow } from '../../domain/orders/limits.ts';
import { shippingQuote } from '../../domain/shipping/delivery.ts';
import { lookUpCommune } from '../delivery/commune-lookup.ts';
import { findWilaya } from '../delivery/wilayas.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { bumpVersion, versionOf } from '../orders/versions.ts';
import { hasLiveParcel } from '../orders/live-parcel.ts';
import { addEditLine } from '../orders/order-history.repo.ts';

export type EditResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'not_editable'; status: OrderStatus }
  /** Its parcel is at the carrier with the old address: the edit would not reach the carrier. */
  | { ok: false; reason: 'has_parcel' }
  | { ok: false; reason: 'invalid'; fields: Record<string, FieldErrorKey> };

type Current = {
  id: string;
  status: OrderStatus;
  version: string;
  flow: OrderFlow;
  subtotal: number;
  shipping_price: number;
  /** Delivery made free by a quantity offer or a discount code: it stays free at the new address. */
  delivery_free: boolean;
  customer_name: string;
  phone: string;
  address: string;
  wilaya_code: string;
  commune: string;
  delivery_type: 'home' | 'office';
  notes: string;
};

export async function editOrder(sql: Sql, number: number, body: OrderEditBody, by: string): Promise<EditResult> {
  // The commune's official name, from the memory POST /api/orders keeps (outside the transaction: reference data).
  const commune = await lookUpCommune(sql, body.wilayaCode, body.commune);
  // The editor works on the 58 carrier wilayas (an order is stored on its carrier code; the trigger
  // gives it its 2026 wilaya from the commune): a wilaya of 2026 (59-69) is no choice of it.
  if (commune.kind === 'no_wilaya' || (commune.kind === 'found' && commune.commune.carrierCode !== body.wilayaCode))
    return { ok: false, reason: 'invalid', fields: { wilayaCode: 'unknownWilaya' } };
  if (commune.kind === 'unknown') return { ok: false, reason: 'invalid', fields: { commune: 'unknownCommune' } };

  return sql.begin(async (tx): Promise<EditResult> => {
    const [o] = await tx<Current[]>`
      select o.id, o.status, ${versionOf(tx)} as version, o.flow, o.subtotal, o.shipping_price,
             (o.delivery_offer is not null or o.discount_kind is not distinct from 'free_delivery') as delivery_free,
             o.customer_name, o.phone, o.address,
             o.wilaya_code, o.commune, o.delivery_type, o.notes
      from orders o where o.number = ${number} for update`;
    if (!o) return { ok: false, reason: 'not_found' };
    if (!isEditable(o.status)) return { ok: false, reason: 'not_editable', status: o.status };
    if (await hasLiveParcel(tx, o.id)) return { ok: false, reason: 'has_parcel' };
    if (o.version !== body.updatedAt) return { ok: false, reason: 'stale' };
    if (charCount(body.address) < ADDRESS_MIN[o.flow]) return { ok: false, reason: 'invalid', fields: { address: 'addressTooShort' } };

    const wanted = { ...body, commune: commune.commune.nameFr };
    const before: Record<string, unknown> = {
      customerName: o.customer_name,
      phone: o.phone,
      address: o.address,
      wilayaCode: o.wilaya_code,
      commune: o.commune,
      deliveryType: o.delivery_type,
      notes: o.notes,
    };
    const changes: Record<string, [unknown, unknown]> = {};
    for (const field of EDITABLE_FIELDS) if (before[field] !== wanted[field]) changes[field] = [before[field], wanted[field]];

    let shippingPrice = o.shipping_price;
    let deliveryDiscount: number | null = null;
    if (changes.wilayaCode || changes.deliveryType) {
      const wilaya = await findWilaya(wanted.wilayaCode, tx);
      if (!wilaya) return { ok: false, reason: 'invalid', fields: { wilayaCode: 'unknownWilaya' } };
      const [settings] = await tx<
        { threshold: number }[]
      >`select coalesce(max(free_shipping_threshold), 5000) as threshold from site_settings where id = 1`;
      const quote = shippingQuote(o.subtotal, wilaya, wanted.deliveryType, { freeShippingThreshold: settings!.threshold });
      if (!quote.ok) return { ok: false, reason: 'invalid', fields: { deliveryType: 'deliveryNotOffered' } };
      shippingPrice = o.delivery_free ? 0 : quote.price;
      deliveryDiscount = o.delivery_free ? quote.price : null;
      if (shippingPrice !== o.shipping_price) changes.shippingPrice = [o.shipping_price, shippingPrice];
    }
    if (Object.keys(changes).length === 0) return { ok: true, changed: false };

    await tx`
      update orders set customer_name = ${wanted.customerName}, phone = ${wanted.phone}, address = ${wanted.address},
             wilaya_code = ${wanted.wilayaCode}, commune = ${wanted.commune}, delivery_type = ${wanted.deliveryType}, notes = ${wanted.notes},
             shipping_price = ${shippingPrice}, total = subtotal - code_discount + ${shippingPrice},
             delivery_discount = coalesce(${deliveryDiscount}, delivery_discount), ${bumpVersion(tx)}
      where id = ${o.id}`;
    await addEditLine(tx, { orderId: o.id, status: o.status, changes, by });
    const pick = (i: 0 | 1) => Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[i]]));
    await recordAudit(tx, { email: by, action: 'orders.edit', subject: `#${number}`, oldValue: pick(0), newValue: pick(1) });
    return { ok: true, changed: true };
  });
}
