// The link of the owner's WhatsApp message reopens her cart (/cart?restore=…, src/domain/left-checkouts/
// cart-restore.ts): each product's data file (the one Buy Now reads) gives today's name, price and
// picture, so nothing but the choice comes from the link; a product or a size and colour the shop no
// longer has is left out. A line already in her cart keeps the larger quantity. The parameter leaves
// the address at once, so a reload or a shared address does not add the items again.
import { readRestoreParam, RESTORE_PARAM, type RestoreLine } from '../../domain/left-checkouts/cart-restore.ts';
import { buyNowDataPath } from '../../domain/buy-now/shell-routes.ts';
import { readBuyNowProduct, type BuyNowProduct } from '../buy-now/buy-now-data.ts';
import { addItem, cartItemId, updateQuantity, type CartItem } from '../../domain/cart/cart.ts';
import { $cart } from '../cart/cart.store.ts';

async function productOf(id: string, locale: string): Promise<BuyNowProduct | undefined> {
  try {
    const response = await fetch(buyNowDataPath(id));
    return response.ok ? readBuyNowProduct(await response.json(), locale) : undefined;
  } catch {
    return undefined;
  }
}

export function withRestored(items: CartItem[], line: RestoreLine, product: BuyNowProduct): CartItem[] {
  const { size, color, quantity } = line;
  if (!product.variants.some((v) => v.size === size && v.color === color)) return items;
  const id = cartItemId(product.id, color, size);
  const had = items.find((i) => i.id === id)?.quantity ?? 0;
  const added = had
    ? items
    : addItem(items, {
        productId: product.id,
        name: product.name,
        price: product.price,
        imageUrl: product.imageUrl,
        variant: { size, color },
      });
  return updateQuantity(added, id, Math.max(had, quantity));
}

/** Fills the cart from the address's restore link, if it has one; the number of lines put back. */
export async function restoreCartFromLink(locale: string): Promise<number> {
  const url = new URL(window.location.href);
  const lines = readRestoreParam(url.searchParams.get(RESTORE_PARAM));
  if (!url.searchParams.has(RESTORE_PARAM)) return 0;
  url.searchParams.delete(RESTORE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!lines) return 0;
  const ids = [...new Set(lines.map((l) => l.productId))];
  const products = new Map((await Promise.all(ids.map((id) => productOf(id, locale)))).flatMap((p) => (p ? [[p.id, p] as const] : [])));
  let items = $cart.get();
  let restored = 0;
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    const next = withRestored(items, line, product);
    if (next !== items) restored++;
    items = next;
  }
  $cart.set(items);
  return restored;
}
