// The ads choice on a page of a shop with ads on (AdsConsent.astro puts it there only then): shows
// the choice until she makes one, remembers it, and only after "Accept" keeps the landing's tags and
// starts the pixels, once the page is interactive and idle, so they are never in the way. After
// "Refuse", or with no choice yet, nothing of the platforms loads and nothing is sent.
import { isAccepted } from '../../domain/ads/consent.ts';
import type { ShopAdEvent } from '../../domain/ads/ad-events.ts';
import { AD_EVENT } from './ad-signal.ts';
import { rememberChoice, storedConsent } from './consent-store.ts';
import { keepLanding } from './attribution-store.ts';
import type { PixelSetup } from './pixels.ts';

// The pixels' code loads only once she accepted: before her choice, or after Refuse, it is not on the
// page at all. Calls wait for it in the order they were made (one promise, its callbacks in turn).
type Pixels = typeof import('./pixels.ts');
let pixels: Promise<Pixels> | undefined;
const withPixels = (task: (loaded: Pixels) => void) => {
  (pixels ??= import('./pixels.ts')).then(task, () => {
    pixels = undefined; // offline: a later moment tries again
  });
};

const root = document.querySelector<HTMLElement>('[data-ads-consent]');
if (root) run(root);

function run(choice: HTMLElement) {
  const { metaPixel, tiktokPixel, metaSrc, tiktokSrc, placedAsPurchase, currency = 'DZD' } = choice.dataset;
  const setup: PixelSetup = {
    meta: Boolean(metaPixel),
    tiktok: Boolean(tiktokPixel),
    placedAsPurchase: placedAsPurchase === 'true',
    currency,
  };
  let started = false;

  const start = () => {
    if (started || !isAccepted(storedConsent())) return;
    started = true;
    keepLanding(location.search);
    const viewed = productOnPage();
    withPixels(({ startMeta, startTikTok, sendToPixels }) => {
      if (metaPixel && metaSrc) startMeta(metaPixel, metaSrc);
      if (tiktokPixel && tiktokSrc) startTikTok(tiktokPixel, tiktokSrc);
      sendToPixels({ name: 'PageView' }, setup);
      if (viewed) sendToPixels(viewed, setup);
    });
  };

  // A moment before the pixels started (the page still loading) starts them now: it is hers to send.
  window.addEventListener(AD_EVENT, (event) => {
    if (!isAccepted(storedConsent())) return;
    start();
    const moment = (event as CustomEvent<ShopAdEvent>).detail;
    withPixels(({ sendToPixels }) => sendToPixels(moment, setup));
  });

  const show = () => {
    const current = storedConsent()?.choice;
    for (const button of choice.querySelectorAll<HTMLButtonElement>('[data-ads-choice]'))
      button.setAttribute('aria-pressed', String(button.dataset.adsChoice === current));
    choice.hidden = false;
  };
  for (const button of choice.querySelectorAll<HTMLButtonElement>('[data-ads-choice]')) {
    button.addEventListener('click', () => {
      const picked = button.dataset.adsChoice === 'accepted' ? 'accepted' : 'refused';
      rememberChoice(picked);
      choice.hidden = true;
      if (picked === 'accepted') start();
      // A pixel cannot be unloaded: the page comes back without it.
      else if (started) location.reload();
    });
  }
  for (const link of document.querySelectorAll<HTMLButtonElement>('[data-ads-choice-open]')) {
    link.hidden = false;
    link.addEventListener('click', show);
  }

  const consent = storedConsent();
  if (consent === null) show();
  else if (isAccepted(consent)) whenIdle(start);
}

/** After the page's load and the browser's next idle moment (or 5 s at most). */
function whenIdle(task: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** A product page's ViewContent, from its structured data (ProductJsonLd.astro): nothing added to the page. */
function productOnPage(): ShopAdEvent | undefined {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as { '@type'?: string; sku?: string; offers?: { price?: number } };
      if (data['@type'] === 'Product' && data.sku && typeof data.offers?.price === 'number')
        return { name: 'ViewContent', contentId: data.sku, value: data.offers.price };
    } catch {
      // not ours to read
    }
  }
  return undefined;
}
