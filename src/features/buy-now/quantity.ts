// Buy Now's quantity: at least 1, at most the per-line cap; anything that is not a number becomes 1.
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart.ts';

export function parseQuantity(raw: string): number {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX_LINE_QUANTITY);
}
