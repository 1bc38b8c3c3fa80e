import type { ShippingRules, Wilaya } from '../../domain/shipping/delivery.ts';
import type { Locale } from '../../i18n/locales.ts';

/** What the cart page (and the standalone checkout) get from the build: wilaya prices and shipping rules. */
export type OrderPageProps = { locale: Locale; wilayas: Wilaya[]; rules: ShippingRules; currency: string };
