// The one-more-piece offer (src/domain/orders/added-line.ts) as one small panel, the same on her order
// page and on the success screen (which mounts it in a box of its own): the piece's smallest picture
// (lazy), "Add the matching … for … to the same parcel", her size chosen for her or a size picker, and
// one button. Her tap gets a key that is kept until an answer comes, so a retry after a lost answer is
// the same tap (the server replays it, never a second line). Plain DOM, text only: nothing the API
// says becomes markup, and the order page stays without an island.
import { orderViewSchema, type OrderView, type PairOffer } from '../../domain/order-link/order-view.ts';
import { orderLinkApiPath } from '../../domain/order-link/link-token.ts';
import type { AddMessageKey } from '../../domain/order-link/add-messages.ts';
import { REFUSAL_KEY } from '../../domain/order-link/add-refusals.ts';
import { formatPrice } from '../../domain/money.ts';
import { fill, type Dictionary } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { smallestCopy } from '../seo/responsive-images.ts';
import { randomKey } from '../../client/random-key.ts';

export type OfferPanel = {
  token: string;
  locale: Locale;
  texts: Dictionary<AddMessageKey>;
  /** The order as the server now has it, and the sentence to say: after a tap that was answered. */
  onAnswer: (view: OrderView, message: string) => void;
};

const button =
  'grid min-h-12 w-full place-items-center bg-ink px-4 text-sm font-semibold uppercase tracking-widest text-paper hover:bg-ink/85 disabled:opacity-60 rtl:tracking-normal';

const newKey = () => `tap-${randomKey()}`;

const optionLabel = (o: { size: string; color: string }) => [o.size, o.color].filter(Boolean).join(' / ');

/** Fills `box` with the offer, or empties and hides it when there is none. */
export function renderOffer(box: HTMLElement, offer: PairOffer | null | undefined, currency: string, panel: OfferPanel): void {
  const doc = box.ownerDocument;
  const t = (key: AddMessageKey, values?: Record<string, string | number>) => fill(panel.texts[key], values);
  box.replaceChildren();
  box.hidden = !offer;
  if (!offer) return;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  };
  const money = (amount: number) => formatPrice(amount, currency, panel.locale);

  const head = el('div', 'flex items-start gap-3');
  if (offer.image) {
    const img = el('img', 'size-20 shrink-0 border border-line object-cover');
    img.src = smallestCopy(offer.image);
    img.alt = '';
    img.width = 80;
    img.height = 80;
    img.loading = 'lazy';
    img.decoding = 'async';
    head.append(img);
  }
  const words = el('div', 'grid gap-1 text-start');
  const title = el('p', 'font-semibold');
  title.id = 'add-offer-title';
  title.textContent = t('addOffer', { name: offer.name, price: money(offer.unitPrice) });
  words.append(title, el('p', 'text-sm text-muted', t('addOfferNote')));
  head.append(words);
  box.append(head);

  // A piece in sizes is chosen by its size (and colour); a one-size piece by its colour.
  const sized = offer.options.some((o) => o.size !== '');
  let select: HTMLSelectElement | undefined;
  if (offer.chosen) {
    const { size, color } = offer.chosen;
    if (size) box.append(el('p', 'text-sm', t('addYourSize', { size: optionLabel(offer.chosen) })));
    else if (color) box.append(el('p', 'text-sm', t('addYourColor', { color })));
  } else {
    const id = 'add-offer-size';
    const label = el('label', 'text-sm font-semibold', t(sized ? 'addSize' : 'addColor'));
    label.htmlFor = id;
    select = el('select', 'h-12 w-full border border-ink/30 bg-paper px-3 text-sm');
    select.id = id;
    const none = el('option', '', t(sized ? 'addPickSize' : 'addPickColor'));
    none.value = '';
    select.append(none, ...offer.options.map((o, i) => Object.assign(el('option', '', optionLabel(o)), { value: String(i) })));
    box.append(label, select);
  }
  const tap = el('button', button, t('addButton'));
  tap.type = 'button';
  tap.dataset.addOffer = offer.productId;
  tap.setAttribute('aria-describedby', 'add-offer-title');
  const status = el('p', 'text-sm font-semibold', '');
  status.setAttribute('role', 'status');
  box.append(tap, status);

  let key: string | undefined;
  let keyFor = '';
  tap.addEventListener('click', () => {
    const option = offer.chosen ?? (select?.value ? offer.options[Number(select.value)] : undefined);
    if (!option) {
      status.textContent = t(sized ? 'addPickSize' : 'addPickColor');
      select?.focus();
      return;
    }
    // A new choice is a new tap; the same choice tapped again after a lost answer is the same tap.
    const choice = `${option.size}\u0000${option.color}`;
    if (!key || keyFor !== choice) [key, keyFor] = [newKey(), choice];
    void send({ key, productId: offer.productId, size: option.size, color: option.color, unitPrice: offer.unitPrice });
  });

  async function send(body: { key: string; productId: string; size: string; color: string; unitPrice: number }) {
    tap.disabled = true;
    tap.setAttribute('aria-busy', 'true');
    status.textContent = t('addAdding');
    try {
      const response = await fetch(orderLinkApiPath(panel.token, 'add'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 429) return void (status.textContent = t('addTooMany'));
      const answer = (await response.json()) as { order?: unknown; error?: { code?: string } };
      const view = orderViewSchema.safeParse(response.status === 409 ? answer.order : answer);
      if (!view.success || (!response.ok && response.status !== 409)) return void (status.textContent = t('addFailed'));
      key = undefined;
      const code = answer.error?.code ?? '';
      const refusal = Object.hasOwn(REFUSAL_KEY, code) ? REFUSAL_KEY[code as keyof typeof REFUSAL_KEY] : undefined;
      panel.onAnswer(view.data, response.ok ? t('addDone', { total: money(view.data.total) }) : t(refusal ?? 'addFailed'));
    } catch {
      status.textContent = t('addFailed');
    } finally {
      tap.disabled = false;
      tap.removeAttribute('aria-busy');
    }
  }
}
