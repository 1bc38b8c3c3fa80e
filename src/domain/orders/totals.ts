// An order's money, computed the same way for the summary panels and for the stored order.
export type PricedLine = { unitPrice: number; quantity: number };
export type OrderTotals = { subtotal: number; shippingPrice: number; total: number };

export const lineTotal = (line: PricedLine) => line.unitPrice * line.quantity;

export const subtotalOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

export function orderTotals(lines: readonly PricedLine[], shippingPrice: number): OrderTotals {
  const subtotal = subtotalOf(lines);
  return { subtotal, shippingPrice, total: subtotal + shippingPrice };
}
