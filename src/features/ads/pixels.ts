// Meta's and TikTok's pixels, started the way their base codes start them (a queue the platform's
// script empties once loaded; sources in docs/ads.md), written out here rather than pasted, and given
// each event as ../../domain/ads/ad-events.ts words it. Called only after the shopper accepted.
import { metaCalls, tiktokCalls, type AdOptions, type ShopAdEvent } from '../../domain/ads/ad-events.ts';

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & { fbq?: Queue; _fbq?: Queue; ttq?: unknown[] & Record<string, unknown>; TiktokAnalyticsObject?: string };

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** fbq: calls queue up until fbevents.js loads and takes them (callMethod). */
export function startMeta(pixelId: string, src: string): void {
  const w = window as PixelWindow;
  if (w.fbq) return;
  const fbq = function (...args: unknown[]) {
    const call = fbq.callMethod as ((...a: unknown[]) => void) | undefined;
    if (call) call.apply(fbq, args);
    else (fbq.queue as unknown[][]).push(args);
  } as Queue;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  w.fbq = fbq;
  w._fbq ??= fbq;
  addScript(src);
  fbq('init', pixelId);
}

const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

/** ttq: an array of calls until events.js loads; load() names the pixel and adds the script. */
export function startTikTok(pixelId: string, src: string): void {
  const w = window as PixelWindow;
  if (w.ttq) return;
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = [] as unknown as unknown[] & Record<string, unknown>;
  const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  for (const method of TTQ_METHODS) defer(ttq, method);
  const instances: Record<string, unknown[] & Record<string, unknown>> = {};
  Object.assign(ttq, {
    methods: TTQ_METHODS,
    setAndDefer: defer,
    _i: instances,
    _t: { [pixelId]: Date.now() },
    _o: { [pixelId]: {} },
    instance: (id: string) => {
      const one = instances[id] ?? ([] as unknown as unknown[] & Record<string, unknown>);
      for (const method of TTQ_METHODS) defer(one, method);
      return one;
    },
  });
  instances[pixelId] = Object.assign([], { _u: src }) as unknown as unknown[] & Record<string, unknown>;
  w.ttq = ttq;
  addScript(`${src}?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`);
}

export type PixelSetup = AdOptions & { meta: boolean; tiktok: boolean };

/** One event to each pixel the owner set up. */
export function sendToPixels(event: ShopAdEvent, setup: PixelSetup): void {
  const w = window as PixelWindow;
  if (setup.meta && w.fbq) for (const args of metaCalls(event, setup)) w.fbq(...args);
  const ttq = w.ttq as (Record<string, (...args: unknown[]) => void> & unknown[]) | undefined;
  if (setup.tiktok && ttq) {
    for (const call of tiktokCalls(event, setup)) {
      if ('page' in call) ttq.page!();
      else ttq.track!(...call.track);
    }
  }
}
