// A discount code on an order: whether it applies and how much it takes off. The same rules run in the
// check before ordering (the summary) and in placeOrder; the order statement (redeem_discount_code in
// supabase/definitions/) decides the times, the uses and the phone under the code row's lock. No I/O.
import { isOn, type CodeRefusal, type DiscountCode } from './offer.types.ts';

/** What she typed, as codes are stored: trimmed, in capitals ("  drp10 " → "DRP10"). */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase();

/** A typed code that could be one (the database's rule: 2..30 of A-Z 0-9 _ -, starting with a letter or digit). */
export const isCodeShaped = (code: string) => /^[A-Z0-9][A-Z0-9_-]{1,29}$/.test(code);

/**
 * Why this code does not apply to goods worth `goods` (after quantity offers) at `now`, or null when it
 * does. Uses and the phone are looked at here only as far as the caller knows them; the statement decides.
 */
export function codeRefusal(code: DiscountCode | undefined, goods: number, now: Date): CodeRefusal | null {
  if (!code) return 'unknown';
  if (code.startsAt !== null && now.getTime() < Date.parse(code.startsAt)) return 'not_yet';
  if (!isOn(code, now)) return 'expired';
  if (goods < code.minGoods) return 'under_minimum';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  return null;
}

/** What the code takes off: off the goods (percent floored, an amount never past the goods), or the delivery. */
export function codeSaving(
  code: Pick<DiscountCode, 'kind' | 'value'>,
  goods: number,
  shipping: number,
): { goods: number; delivery: number } {
  switch (code.kind) {
    case 'percent':
      return { goods: Math.floor((goods * code.value) / 100), delivery: 0 };
    case 'amount':
      return { goods: Math.min(code.value, goods), delivery: 0 };
    case 'free_delivery':
      return { goods: 0, delivery: shipping };
  }
}
