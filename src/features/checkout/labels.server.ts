// Builds an order island's texts for one language (used by the .astro pages, at build time).
import type { Locale } from '../../i18n/locales.ts';
import { deliveryMessages } from '../delivery/messages.ts';
import { orderFormMessages } from './form-messages.ts';
import type { OrderLabels } from './labels.tsx';

export const orderLabels = (locale: Locale): OrderLabels => ({ form: orderFormMessages[locale], delivery: deliveryMessages[locale] });
