import type { ShippingRules, Wilaya } from '../../domain/shipping/delivery.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderLabels } from './labels.tsx';

/** What the order pages get from the build: wilaya prices, shipping rules, and one language's texts. */
export type OrderPageProps = { locale: Locale; wilayas: Wilaya[]; rules: ShippingRules; currency: string; labels: OrderLabels };
