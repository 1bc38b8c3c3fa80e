// A shop language's name in the admin's language ("Arabic", "arabe", "العربية"), for labels and tags.
import type { Locale } from '../../i18n/locales.ts';
import type { CatalogMessageKey } from './messages/index.ts';

export const LANGUAGE_NAME: Record<Locale, CatalogMessageKey> = { ar: 'langAr', fr: 'langFr', en: 'langEn' };
