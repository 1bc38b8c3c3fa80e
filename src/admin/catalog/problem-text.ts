// A refused catalog call in the owner's words: the stale and network cases from the dictionaries,
// anything else with the server's own message (the contract words those for the owner).
import { AdminApiError } from '../shell/admin-api.ts';
import { adminTranslator } from '../shell/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { CatalogMessageKey } from './messages.ts';

export function problemText(error: unknown, t: Translate<CatalogMessageKey>, locale: Locale): string {
  if (error instanceof AdminApiError) {
    if (error.code === 'stale') return t('stale');
    if (error.status === 0) return adminTranslator(locale)('networkError');
  }
  return t('failed', { message: error instanceof Error ? error.message : String(error) });
}
