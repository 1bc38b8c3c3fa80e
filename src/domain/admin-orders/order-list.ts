// GET /api/admin/orders: the list's query (filters, search, page) and its answer. Newest first, by
// (createdAt, number): the cursor is the last row's pair, so a page never repeats or skips a row when
// new orders arrive meanwhile. Dates are days on an Algiers clock (YYYY-MM-DD), both ends included.
import * as z from 'zod/mini';
import { key } from '../admin/text-rules.ts';
import { ORDER_FLOWS } from '../orders/limits.ts';
import { normalizeAlgerianPhone } from '../orders/phone.ts';
import { ORDER_STATUSES, type OrderStatus } from '../orders/workflow.ts';
import type { CustomerCounts, OrderSignal } from './signals.ts';
import type { ParcelView } from '../carriers/admin-api.ts';

export const ORDER_PAGE_SIZE = 50;
export const ORDER_PAGE_MAX = 100;
/** A status count stops here: the tab shows '10,000+' (formatCount). */
export const ORDER_COUNT_CAP = 10_000;
export const formatCount = (n: number, format: (n: number) => string = String) =>
  n >= ORDER_COUNT_CAP ? `${format(ORDER_COUNT_CAP)}+` : format(n);

const day = z.string(key('invalid')).check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, key('invalidDate')),
  z.refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    key('invalidDate'),
  ),
);

export const orderListQuerySchema = z
  .object({
    status: z.optional(z.enum(ORDER_STATUSES, key('invalid'))),
    wilaya: z.optional(z.string(key('unknownWilaya')).check(z.regex(/^\d{2}$/, key('unknownWilaya')))),
    flow: z.optional(z.enum(ORDER_FLOWS, key('invalid'))),
    from: z.optional(day),
    to: z.optional(day),
    q: z.optional(z.string(key('invalid')).check(z.trim(), z.maxLength(100, key('tooLong')))),
    cursor: z.optional(
      z.string(key('invalid')).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_\d{1,10}$/, key('invalid'))),
    ),
    limit: z.optional(
      z
        .pipe(z.string(key('invalid')).check(z.regex(/^\d{1,3}$/, key('wholeNumber'))), z.transform(Number))
        .check(z.refine((n: number) => n >= 1 && n <= ORDER_PAGE_MAX, key('outOfRange'))),
    ),
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'dateRangeReversed', path: ['to'] }));
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** The query string as the schema reads it: each name once (a repeated name is refused), empty = absent. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    if (value === '') continue;
    const had = out[name];
    out[name] = had === undefined ? value : [had, value].flat();
  }
  return out;
}

/** What the search box means: an order number, a whole phone, the start of a phone, or words of a name. */
export type SearchTerms = { number?: number; phone?: string; phonePrefix?: string; words: string[] };

export function searchTermsOf(q: string | undefined): SearchTerms | undefined {
  const text = (q ?? '').trim();
  if (!text) return undefined;
  const phone = normalizeAlgerianPhone(text);
  if (phone) return { phone, words: [] };
  const digits = text.replace(/^#/, '').replace(/[\s\-.]/g, '');
  if (/^\d{1,10}$/.test(digits)) {
    const terms: SearchTerms = { words: [] };
    if (digits.length <= 9 && Number(digits) > 0) terms.number = Number(digits);
    // '0555 12' typed so far: the start of a phone (stored 0XXXXXXXXX).
    if (/^0[567]\d{2,7}$/.test(digits)) terms.phonePrefix = digits;
    return terms.number || terms.phonePrefix ? terms : undefined;
  }
  // Words of the name, each matched as the start of a word of the stored name, any case.
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 5);
  return words.length ? { words } : undefined;
}

export type OrderCursor = { createdAt: string; number: number };
export const encodeCursor = (c: OrderCursor) => `${c.createdAt}_${c.number}`;
export function decodeCursor(text: string): OrderCursor {
  const [createdAt, number] = text.split('_') as [string, string];
  return { createdAt, number: Number(number) };
}

export type OrderStatusCounts = Record<OrderStatus, number>;

/**
 * The order's wilaya of 2026 (59-69) when it is not the carrier wilaya it is stored and shipped on
 * (wilayaCode): "Aflou (59) → Laghouat 03 for carriers"; null otherwise.
 */
export type OrderWilaya2026 = { code: string; nameFr: string; nameAr: string } | null;

/** Who confirmed an order (orders.confirmed_via): the customer through her order link, or the owner. */
export type ConfirmedVia = 'link' | 'owner';

/**
 * The row's parcel at a carrier through its API, as the list marks it: the live one (being created, or
 * created with its tracking number), else the newest failed or cancelled one; null when none was made.
 */
export type OrderListParcel = Pick<ParcelView, 'platform' | 'state' | 'tracking'>;

/** Where an order goes, as the list and the detail show it: the wilaya by both names, the commune, how. */
export type OrderPlace = {
  wilayaCode: string;
  wilayaNameFr: string;
  wilayaNameAr: string;
  wilaya2026: OrderWilaya2026;
  commune: string;
  communeAr: string;
  deliveryType: 'home' | 'office';
};

/** One row of the list: what the owner needs to decide at a glance. */
export type OrderListRow = OrderPlace & {
  number: number;
  createdAt: string;
  customerName: string;
  phone: string;
  total: number;
  currency: string;
  status: OrderStatus;
  flow: (typeof ORDER_FLOWS)[number];
  isTest: boolean;
  customer: CustomerCounts;
  signals: OrderSignal[];
  confirmedVia: ConfirmedVia | null;
  /** A pending order whose customer asked, through her link, to be called: since when (null otherwise). */
  callRequestedAt: string | null;
  parcel: OrderListParcel | null;
};

/** GET /api/admin/orders. counts: per status under the same filters and search, the status filter left out, capped at ORDER_COUNT_CAP. */
export type OrderListPage = { orders: OrderListRow[]; counts: OrderStatusCounts; next: string | null };
