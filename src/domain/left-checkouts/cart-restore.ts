// The link that reopens her cart with the items she left (the owner's WhatsApp message carries it):
// /cart?restore=<base64url of [[productId, size, colour, quantity], ...]>. The cart page reads it,
// fetches each product's data file and fills the cart (src/features/cart-page/restore-cart.ts); prices
// and names come from the shop, never from the link. Pure, without zod: the cart page reads it within
// its JavaScript budget.
import { localePath, type Locale } from '../../i18n/locales.ts';
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';

export type RestoreLine = { productId: string; size: string; color: string; quantity: number };

export const RESTORE_PARAM = 'restore';
const MAX_LINES = 50;
const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The lines as the link's parameter. */
export const restoreParam = (lines: readonly RestoreLine[]): string =>
  toBase64Url(JSON.stringify(lines.map((l) => [l.productId, l.size, l.color, l.quantity])));

const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;

/** The lines a link carries, or null for anything that is not one this shop wrote (bounded, checked). */
export function readRestoreParam(param: string | null): RestoreLine[] | null {
  if (!param || param.length > 8000) return null;
  const json = fromBase64Url(param);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LINES) return null;
  const lines: RestoreLine[] = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || entry.length !== 4) return null;
    const [productId, size, color, quantity] = entry as unknown[];
    if (typeof productId !== 'string' || !PRODUCT_ID.test(productId) || !isText(size, 20) || !isText(color, 40)) return null;
    if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_LINE_QUANTITY) return null;
    lines.push({ productId, size, color, quantity: quantity as number });
  }
  return lines;
}

/** The whole link: the shop's address, her language's cart page (the shop's default language has no prefix). */
export function cartRestoreLink(origin: string, locale: Locale, defaultLocale: Locale, lines: readonly RestoreLine[]): string {
  return `${origin}${localePath(locale, '/cart', defaultLocale)}?${RESTORE_PARAM}=${restoreParam(lines)}`;
}
