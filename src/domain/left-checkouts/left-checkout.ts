// A left checkout as the owner's list shows it (GET /api/admin/left-checkouts), the owner's marks, and
// the WhatsApp message in HER language (the page's language when she left) with the link that reopens
// her cart. The list serves calls only: it never feeds the ad platforms (docs/left-checkouts.md).
import * as z from 'zod/mini';
import type { Locale } from '../../i18n/locales.ts';
import { translator, defineMessages } from '../../i18n/messages.ts';
import type { OrderFlow } from '../orders/limits.ts';

export const LEFT_MARKS = ['called', 'no_answer', 'not_interested'] as const;
export type LeftMark = (typeof LEFT_MARKS)[number];

export type LeftCheckoutLine = { productId: string; name: string | null; size: string; color: string; quantity: number };

export type LeftCheckout = {
  id: string;
  phone: string;
  name: string;
  wilayaCode: string;
  wilayaName: { fr: string; ar: string } | null;
  commune: string;
  flow: OrderFlow;
  locale: Locale;
  lines: LeftCheckoutLine[];
  createdAt: string;
  updatedAt: string;
  mark: LeftMark | null;
  markedAt: string | null;
  /** Her later order with the same phone, when she came back. */
  converted: { number: number; at: string } | null;
};

export type LeftCheckoutList = {
  entries: LeftCheckout[];
  /** The shop's default language (its cart page has no prefix): for the link that reopens her cart. */
  defaultLocale: Locale;
  /** How long an open draft is kept (the owner's setting). */
  days: number;
  /** The shop's name, for the WhatsApp message. */
  shopName: string;
};

/** PUT /api/admin/left-checkouts/{id}/mark: a mark, or null to clear it. */
export const leftMarkBodySchema = z.object({ mark: z.nullable(z.enum(LEFT_MARKS, { error: 'invalid' })) });
export type LeftMarkBody = z.infer<typeof leftMarkBodySchema>;

export const whatsAppMessages = defineMessages({
  en: {
    greeting: 'Hello {name},',
    greetingNoName: 'Hello,',
    body: 'you started an order at {shop} and did not finish it. Your items are waiting for you here:',
    closing: 'Reply here if you have a question; we deliver and you pay on delivery.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingNoName: 'Bonjour,',
    body: 'vous avez commencé une commande chez {shop} sans la terminer. Vos articles vous attendent ici\u00a0:',
    closing: 'Répondez ici si vous avez une question\u00a0; nous livrons et vous payez à la livraison.',
  },
  ar: {
    greeting: 'مرحباً {name}،',
    greetingNoName: 'مرحباً،',
    body: 'بدأت طلبية في {shop} ولم تكملها. منتجاتك في انتظارك هنا:',
    closing: 'راسلنا هنا إن كان لديك أي سؤال؛ نوصل إليك والدفع عند الاستلام.',
  },
});

/** The message the owner sends on WhatsApp, in the language of the page she left. */
export function leftCheckoutWhatsAppText(locale: Locale, values: { name: string; shop: string; link: string }): string {
  const t = translator(whatsAppMessages, locale);
  const greeting = values.name ? t('greeting', { name: values.name }) : t('greetingNoName');
  return `${greeting} ${t('body', { shop: values.shop })}\n${values.link}\n${t('closing')}`;
}
