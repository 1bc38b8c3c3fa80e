// A refused catalog call in the owner's words (src/admin/ui/problem-text.ts): a stale edit from the
// catalog's dictionary, no answer at all from the shell's, anything else with the server's own message.
import { adminTranslator } from '../core/messages.ts';
import { refusalText } from '../ui/problem-text.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { CatalogMessageKey } from './messages/index.ts';

export const problemText = (error: unknown, t: Translate<CatalogMessageKey>, locale: Locale): string =>
  refusalText(error, t, { byCode: { stale: 'stale' }, failed: 'failed', networkText: adminTranslator(locale)('networkError') });
