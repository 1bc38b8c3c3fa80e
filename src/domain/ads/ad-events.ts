// The shop's moments the ad pixels hear about once the shopper accepted (issue 40 §2), and how each
// becomes a call of Meta's pixel (fbq) and TikTok's (ttq). Pure: src/features/ads makes the calls.
// Names and parameters: Meta Pixel reference (standard events and their object properties; the
// eventID as the fourth argument) and TikTok Pixel (ttq.track(event, properties, { event_id })); the
// sources are in docs/ads.md. Values are the goods' total in the shop's currency, like the server's
// Purchase at delivery (shipping is the carrier's).
export type ShopAdEvent =
  | { name: 'PageView' }
  | { name: 'ViewContent'; contentId: string; value: number }
  | { name: 'AddToCart'; contentId: string; value: number; quantity: number }
  | { name: 'InitiateCheckout'; lines: AdLine[] }
  | { name: 'OrderPlaced'; orderId: string; lines: AdLine[]; value: number };

export type AdLine = { contentId: string; quantity: number; price: number };

/** The placed event's name at Meta: the standard Lead (docs/ads.md says why not a custom PlaceOrder). */
export const META_PLACED = 'Lead';
/** TikTok's own standard event for an order placed and not yet paid. */
export const TIKTOK_PLACED = 'PlaceAnOrder';
/** The server's Purchase at delivery uses the same id (issue 40 §3): the platforms count one of the two. */
export const purchaseEventId = (orderId: string) => `purchase:${orderId}`;

/** The owner's choice, and the shop's currency (every price of the shop is in it). */
export type AdOptions = { placedAsPurchase: boolean; currency: string };

const ids = (lines: AdLine[]) => lines.map((l) => l.contentId);
const units = (lines: AdLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
const goods = (lines: AdLine[]) => lines.reduce((n, l) => n + l.quantity * l.price, 0);

/** The fbq(...) calls for one event, each an argument list. */
export function metaCalls(event: ShopAdEvent, options: AdOptions): unknown[][] {
  switch (event.name) {
    case 'PageView':
      return [['track', 'PageView']];
    case 'ViewContent':
      return [
        [
          'track',
          'ViewContent',
          { content_ids: [event.contentId], content_type: 'product', value: event.value, currency: options.currency },
        ],
      ];
    case 'AddToCart':
      return [
        [
          'track',
          'AddToCart',
          {
            content_ids: [event.contentId],
            content_type: 'product',
            contents: [{ id: event.contentId, quantity: event.quantity }],
            value: event.value * event.quantity,
            currency: options.currency,
          },
        ],
      ];
    case 'InitiateCheckout':
      return [
        [
          'track',
          'InitiateCheckout',
          {
            content_ids: ids(event.lines),
            content_type: 'product',
            num_items: units(event.lines),
            value: goods(event.lines),
            currency: options.currency,
          },
        ],
      ];
    case 'OrderPlaced': {
      const data = {
        content_ids: ids(event.lines),
        content_type: 'product',
        contents: event.lines.map((l) => ({ id: l.contentId, quantity: l.quantity })),
        num_items: units(event.lines),
        value: event.value,
        currency: options.currency,
      };
      const placed = ['track', META_PLACED, data, { eventID: event.orderId }];
      return options.placedAsPurchase ? [placed, ['track', 'Purchase', data, { eventID: purchaseEventId(event.orderId) }]] : [placed];
    }
  }
}

/** What TikTok's pixel is told: ttq.page() for a page, else ttq.track(...) argument lists. */
export type TikTokCall = { page: true } | { track: unknown[] };

const tiktokContents = (lines: AdLine[]) =>
  lines.map((l) => ({ content_id: l.contentId, content_type: 'product', quantity: l.quantity, price: l.price }));

export function tiktokCalls(event: ShopAdEvent, options: AdOptions): TikTokCall[] {
  switch (event.name) {
    case 'PageView':
      return [{ page: true }];
    case 'ViewContent':
      return [
        {
          track: [
            'ViewContent',
            {
              contents: tiktokContents([{ contentId: event.contentId, quantity: 1, price: event.value }]),
              content_type: 'product',
              value: event.value,
              currency: options.currency,
            },
          ],
        },
      ];
    case 'AddToCart':
      return [
        {
          track: [
            'AddToCart',
            {
              contents: tiktokContents([{ contentId: event.contentId, quantity: event.quantity, price: event.value }]),
              content_type: 'product',
              value: event.value * event.quantity,
              currency: options.currency,
            },
          ],
        },
      ];
    case 'InitiateCheckout':
      return [
        {
          track: [
            'InitiateCheckout',
            { contents: tiktokContents(event.lines), content_type: 'product', value: goods(event.lines), currency: options.currency },
          ],
        },
      ];
    case 'OrderPlaced': {
      const data = { contents: tiktokContents(event.lines), content_type: 'product', value: event.value, currency: options.currency };
      const placed = { track: [TIKTOK_PLACED, data, { event_id: event.orderId }] };
      return options.placedAsPurchase ? [placed, { track: ['Purchase', data, { event_id: purchaseEventId(event.orderId) }] }] : [placed];
    }
  }
}
