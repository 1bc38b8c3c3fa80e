// Prices, delivery prices and settings change only when the owner edits them, so a warm order function
// keeps what it has read and prices the next order from memory: it then stores that order in one
// round trip. Nothing here is trusted: the statement that stores an order checks every remembered value
// against the database and sends placeOrder back to a fresh read when one has changed (storeOrder).
// Only what was found is remembered; a refusal is always decided on a fresh read.
import { memoryKeyOf, type Sql } from '../db/client.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import { lineKey, type CatalogLine, type OrderPricing, type PricingSettings } from './pricing.repo.ts';
import type { DiscountCode } from '../../domain/offers/offer.types.ts';
import { normalizeCode } from '../../domain/offers/discount-code.ts';

// Codes are remembered with their uses as last read: only a fresh read may refuse one (placeOrder), and
// the order statement counts the uses under the code's lock whatever this memory says.
type Remembered = {
  settings: PricingSettings;
  wilayas: Map<string, Wilaya>;
  lines: Map<string, CatalogLine>;
  codes: Map<string, DiscountCode>;
};

// One memory per database client (memoryKeyOf), so two databases in one process (the tests) never meet.
const memories = new WeakMap<object, Remembered>();
// A few thousand variants are a few hundred KB; past this the memory starts over.
const MAX_LINES = 20_000;

/** The pricing of this request from memory, or undefined when anything it needs has not been seen. */
export function rememberedPricing(
  sql: Sql,
  request: Pick<OrderRequest, 'wilayaCode' | 'lines' | 'discountCode'>,
): OrderPricing | undefined {
  const memory = memories.get(memoryKeyOf(sql));
  const wilaya = memory?.wilayas.get(request.wilayaCode);
  if (!memory || !wilaya) return undefined;
  const typed = request.discountCode ? normalizeCode(request.discountCode) : '';
  const code = typed ? memory.codes.get(typed) : undefined;
  if (typed && !code) return undefined;
  const lines = new Map<string, CatalogLine>();
  for (const line of request.lines) {
    const key = lineKey(line);
    const known = memory.lines.get(key);
    if (!known) return undefined;
    lines.set(key, known);
  }
  return { settings: memory.settings, wilaya, lines, code };
}

/** Keeps what a fresh read found (replacing what this client remembered of the same things). */
export function rememberPricing(sql: Sql, pricing: OrderPricing): void {
  let memory = memories.get(memoryKeyOf(sql));
  if (!memory || memory.lines.size > MAX_LINES) {
    memory = { settings: pricing.settings, wilayas: new Map(), lines: new Map(), codes: new Map() };
    memories.set(memoryKeyOf(sql), memory);
  }
  memory.settings = pricing.settings;
  if (pricing.wilaya) memory.wilayas.set(pricing.wilaya.code, pricing.wilaya);
  if (pricing.code) memory.codes.set(pricing.code.code, pricing.code);
  if (memory.codes.size > 1000) memory.codes.clear();
  for (const [key, line] of pricing.lines) {
    if (line?.variantId != null) memory.lines.set(key, line);
    else memory.lines.delete(key);
  }
}
