// Why an order was not placed, in codes the function maps to HTTP statuses and the shopper's message.
// Thrown inside the order's transaction so that nothing it did is kept.
import type { OrderMessageKey } from '../../domain/orders/messages.ts';
import type { OrderField } from '../../domain/orders/validation.ts';

export type RefusalCode =
  | 'product_not_found'
  | 'variant_not_found'
  | 'out_of_stock'
  | 'wilaya_unknown'
  | 'commune_unknown'
  | 'delivery_not_offered'
  | 'order_cooldown'
  | 'idempotency_key_reused'
  | 'order_total_too_high'
  | 'too_many_units'
  | 'order_rate_limited'
  | 'order_already_placed'
  | 'order_refused'
  | 'drop_units_limited'
  | 'discount_code_refused';

export type RefusedLine = { productId: string; name: string; size: string; color: string; requested: number; available: number };

export type RefusalDetails = {
  messageKey: OrderMessageKey;
  values?: Record<string, string | number>;
  field?: OrderField;
  line?: RefusedLine;
  retryAfterSeconds?: number;
  /** A refused discount code: why (the answer carries it as `reason`). */
  codeReason?: string;
};

export class OrderRefusal extends Error {
  readonly code: RefusalCode;
  readonly details: RefusalDetails;
  constructor(code: RefusalCode, details: RefusalDetails) {
    super(`order refused: ${code}`);
    this.code = code;
    this.details = details;
  }
}

/** 'Essential Tee (Black, M)': how the shop names one line, as in the add-to-cart toast. */
export function lineLabel(name: string, color: string, size: string): string {
  const options = [color, size].filter(Boolean).join(', ');
  return options ? `${name} (${options})` : name;
}
