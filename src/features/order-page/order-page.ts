// The order page's script: reads the token from the address (/o/<token>, /ar/o/<token>), fetches the
// order, fills the shell's frame (text only: nothing the API says becomes markup), and sends her moves.
// Every answer is parsed with the API's own schema; anything else reads as a failure to load.
import { isLinkToken, orderLinkApiPath } from '../../domain/order-link/link-token.ts';
import { orderViewSchema, type OrderLinkAction, type OrderView } from '../../domain/order-link/order-view.ts';
import { formatPrice } from '../../domain/money.ts';
import { fill, type Dictionary } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderPageKey } from './messages.ts';
import { nowKey, stepMarks } from './order-view-text.ts';
import { renderOffer } from './offer-panel.ts';
import type { AddMessageKey } from '../../domain/order-link/add-messages.ts';
import { offerText } from '../../domain/offers/offer-messages.ts';

type Texts = { locale: Locale; dateLocale: string; messages: Dictionary<OrderPageKey>; add: Dictionary<AddMessageKey> };

const FLASH: Record<OrderLinkAction, OrderPageKey> = { confirm: 'didConfirm', cancel: 'didCancel', call: 'didCall' };

export function startOrderPage(doc: Document = document): void {
  const texts = JSON.parse(doc.getElementById('order-page-texts')!.textContent!) as Texts;
  const t = (key: OrderPageKey, values?: Record<string, string | number>) => fill(texts.messages[key], values);
  const token = /\/o\/([^/]+)\/?$/.exec(doc.location.pathname)?.[1] ?? '';
  const $ = <E extends Element = HTMLElement>(selector: string) => doc.querySelector<E & HTMLElement>(selector)!;
  const field = (name: string) => $(`[data-f="${name}"]`);

  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-order-lang]')) link.href = `${link.dataset.orderLang}/o/${token}`;

  const show = (view: 'loading' | 'problem' | 'order') => {
    for (const el of doc.querySelectorAll<HTMLElement>('[data-view]')) el.hidden = el.dataset.view !== view;
  };
  const problem = (key: OrderPageKey) => {
    $('[data-problem]').textContent = t(key);
    // Retrying a missing or expired link cannot help.
    $('[data-retry]').hidden = key === 'missing';
    show('problem');
  };
  const money = (amount: number, currency: string) => formatPrice(amount, currency, texts.locale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(texts.dateLocale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Africa/Algiers',
    }).format(new Date(iso));

  function render(view: OrderView): void {
    const ar = texts.locale === 'ar';
    doc.title = `${t('orderNumber', { number: view.number })} | ${doc.title.split(' | ').pop()}`;
    field('title').textContent = t('orderNumber', { number: view.number });
    const placed = view.steps[0]?.at;
    field('placed').textContent = placed ? t('placedOn', { date: date(placed) }) : '';
    field('now').textContent = t(nowKey(view));
    field('by-you').hidden = view.confirmedVia !== 'link';
    field('call-requested').hidden = !(view.callRequested && view.status === 'pending');

    const steps = $('[data-steps]');
    steps.replaceChildren(
      ...stepMarks(view).map((mark) => {
        const li = doc.createElement('li');
        li.className = `grid gap-1 border-t-4 pt-2 ${mark.reached ? (mark.status === 'cancelled' || mark.status === 'returned' ? 'border-accent' : 'border-ink font-semibold') : 'border-line text-muted'}`;
        li.dataset.step = mark.status;
        if (mark.status === view.status) li.setAttribute('aria-current', 'step');
        li.append(t(mark.status));
        return li;
      }),
    );

    const tracking = field('tracking');
    tracking.hidden = !view.tracking;
    tracking.replaceChildren();
    if (view.tracking) {
      // The gap after the number, not before the link: a link wrapped to its own line starts at its edge.
      const number = doc.createElement('span');
      number.className = 'me-3';
      number.textContent = t('tracking', { number: view.tracking.number });
      tracking.append(number);
      if (view.tracking.url) {
        const a = doc.createElement('a');
        a.href = view.tracking.url;
        a.rel = 'noopener noreferrer';
        a.target = '_blank';
        // A tap target of its own (44 px high), not a word inside the line.
        a.className = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';
        a.textContent = t('trackParcel');
        tracking.append(a);
      }
    }

    // One more piece for the same parcel while the order is pending; her tap's answer is the order as it now is.
    renderOffer($('[data-offer]'), view.offer, view.currency, {
      token,
      locale: texts.locale,
      texts: texts.add,
      onAnswer: (next, message) => {
        render(next);
        field('flash').textContent = message;
      },
    });

    const { can } = view;
    $('[data-actions]').hidden = !(can.confirm || can.cancel || can.call);
    $('[data-action="confirm"]').hidden = !can.confirm;
    $('[data-action="call"]').hidden = !can.call;
    $('[data-cancel]').hidden = !can.cancel;

    $('[data-lines]').replaceChildren(
      ...view.lines.map((line) => {
        const li = doc.createElement('li');
        li.className = 'flex justify-between gap-4 py-3 text-sm';
        const what = doc.createElement('div');
        const name = doc.createElement('bdi');
        name.className = 'block font-semibold';
        name.textContent = line.name;
        const variant = [line.size, line.color].filter(Boolean);
        const detail = doc.createElement('span');
        detail.className = 'block text-muted';
        detail.textContent = [
          variant.length === 2 ? t('sizeColor', { size: line.size, color: line.color }) : variant.join(''),
          t('quantity', { n: line.quantity }),
        ]
          .filter(Boolean)
          .join(' · ');
        what.append(name, detail);
        if (line.added) {
          const mark = doc.createElement('span');
          mark.className = 'mt-1 inline-block border border-ink px-1.5 text-xs font-semibold';
          mark.dataset.addedMark = '';
          mark.textContent = texts.add.addedMark;
          what.append(mark);
        }
        if (line.offer && line.offerDiscount) {
          // The offer she was priced with when she ordered, worded in the page's language.
          const offer = doc.createElement('span');
          offer.className = 'block text-emerald-800';
          offer.dataset.lineOffer = '';
          offer.textContent = `${offerText(line.offer, texts.locale, view.currency)} · −${money(line.offerDiscount, view.currency)}`;
          what.append(offer);
        }
        const amount = doc.createElement('span');
        amount.className = 'whitespace-nowrap';
        amount.textContent = money(line.lineTotal, view.currency);
        li.append(what, amount);
        return li;
      }),
    );
    field('subtotal').textContent = money(view.subtotal, view.currency);
    field('shipping').textContent = view.shippingPrice === 0 ? t('free') : money(view.shippingPrice, view.currency);
    const code = view.code ?? '';
    // A free-delivery code shows the delivery it saved (the delivery row says Free).
    field('code-label').hidden = field('code').hidden = !code;
    field('code-label').textContent = t('code', { code });
    field('code').textContent = `−${money(view.codeDiscount || view.deliveryDiscount || 0, view.currency)}`;
    field('total').textContent = money(view.total, view.currency);
    field('delivery-type').textContent = t(view.deliveryType);
    field('name').textContent = view.customerName;
    field('address').textContent = view.address;
    const commune = ar && view.communeAr ? view.communeAr : view.commune;
    const wilaya = ar ? view.wilaya.nameAr : view.wilaya.nameFr;
    field('place').textContent = `${commune}${ar ? '، ' : ', '}${wilaya} (${view.wilaya.code})`;
    show('order');
  }

  async function load(): Promise<void> {
    if (!isLinkToken(token)) return problem('missing');
    show('loading');
    try {
      const response = await fetch(orderLinkApiPath(token), { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (response.status === 404) return problem('missing');
      if (response.status === 429) return problem('tooMany');
      const view = response.ok ? orderViewSchema.safeParse(await response.json()) : undefined;
      if (!view?.success) return problem('failed');
      render(view.data);
    } catch {
      problem('failed');
    }
  }

  async function act(action: OrderLinkAction, button: HTMLButtonElement): Promise<void> {
    const flash = field('flash');
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      const reason = action === 'cancel' ? $<HTMLTextAreaElement>('#cancel-reason').value : undefined;
      const response = await fetch(orderLinkApiPath(token, action), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(reason ? { reason } : {}),
      });
      if (response.status === 404) return problem('missing');
      if (response.status === 429) return void (flash.textContent = t('tooMany'));
      // Her reason was refused (a control or invisible character, too long): the order is unchanged.
      if (response.status === 422) return void (flash.textContent = t('reasonRefused'));
      const body: unknown = await response.json();
      const view = orderViewSchema.safeParse(response.status === 409 ? (body as { order?: unknown }).order : body);
      if (!view.success || (!response.ok && response.status !== 409)) return void (flash.textContent = t('actionFailed'));
      render(view.data);
      flash.textContent = t(response.ok ? FLASH[action] : 'moved');
    } catch {
      flash.textContent = t('actionFailed');
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  }

  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-action]'))
    button.addEventListener('click', () => void act(button.dataset.action as OrderLinkAction, button));
  $('[data-retry]').addEventListener('click', () => void load());
  void load();
}
