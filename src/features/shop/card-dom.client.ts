// Builds a shop card in the browser from a chunk row, element for element as ProductCard.astro.
import { BADGES, type Badge } from '../../domain/catalog/product.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BADGE_KEYS, cardClass, isReduced } from './card-view.ts';
import type { ShopCardRow } from './shop-pages.ts';
import { CARD_SIZES, cardSrcset } from '../seo/responsive-images.ts';

export type CardTexts = Record<'viewProduct' | 'outOfStock' | 'originalPrice' | 'badgeNew' | 'badgeBestseller' | 'badgeLimited', string>;
export type CardContext = { texts: CardTexts; locale: Locale; currency: string; productPath: string };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function buildCard(row: ShopCardRow, ctx: CardContext): HTMLLIElement {
  const [id, name, category, price, originalPrice, badgeIndex, image, inStock, preview, nameLang, previewLang] = row;
  const li = el('li', 'group');
  li.dataset.category = category;
  li.dataset.productId = id;
  const link = el('a', 'flex h-full flex-col');
  link.href = ctx.productPath.replace('{id}', id);

  const frame = el('div', cardClass.frame);
  if (image) {
    const img = el('img', cardClass.image);
    const srcset = cardSrcset(image);
    if (srcset) Object.assign(img, { srcset, sizes: CARD_SIZES });
    Object.assign(img, { src: image, alt: name, width: 800, height: 1000, loading: 'lazy', decoding: 'async' });
    frame.append(img);
  }
  const badge: Badge | undefined = BADGES[badgeIndex - 1];
  if (badge) frame.append(el('span', cardClass.badge, ctx.texts[BADGE_KEYS[badge]]));

  const body = el('div', cardClass.body);
  const priceLine = el('p', cardClass.price);
  priceLine.append(el('span', '', formatPrice(price, ctx.currency, ctx.locale)));
  if (isReduced(price, originalPrice || null)) {
    const struck = el('s', cardClass.original);
    struck.append(el('span', 'sr-only', `${ctx.texts.originalPrice}: `), formatPrice(originalPrice, ctx.currency, ctx.locale));
    priceLine.append(struck);
  }
  const button = el(
    'span',
    `${cardClass.button} ${inStock ? cardClass.inStock : cardClass.outOfStock}`,
    inStock ? ctx.texts.viewProduct : ctx.texts.outOfStock,
  );
  if (!inStock) button.setAttribute('aria-disabled', 'true');
  // Product texts are in the owner's language whatever the page's: isolated, they keep their own
  // direction while lining up with the page.
  // A text not written in the page's language is the default language's, marked as such.
  const isolated = (text: string, lang: string) => {
    const bdi = el('bdi', '', text);
    if (lang) Object.assign(bdi, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    return bdi;
  };
  const title = el('h2', cardClass.name);
  title.append(isolated(name, nameLang));
  const summary = el('p', cardClass.preview);
  summary.append(isolated(preview, previewLang));
  body.append(title, priceLine, summary, button);

  link.append(frame, body);
  li.append(link);
  return li;
}
