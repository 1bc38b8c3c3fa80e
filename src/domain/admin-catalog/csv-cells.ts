// The catalog CSV's cells that are more than text: amounts (prices, stock) as shops write them, a
// product's details (one per line, or separated by " | ") and its images (separated by spaces or
// commas). Pure.
export const splitList = (text: string) =>
  text
    .split(/\r?\n|\s\|\s/)
    .map((s) => s.trim())
    .filter(Boolean);
export const splitImages = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** '3200', '3 200', '3200.00' (Shopify writes decimals) → 3200; anything else → NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/(DA|DZD)$/i, '');
  if (!/^-?\d+(\.0+)?$/.test(cleaned)) return Number.NaN;
  return Number.parseInt(cleaned, 10);
}
