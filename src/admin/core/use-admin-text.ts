// The shell's own texts (sign-in, navigation, the common words) in the admin's language.
import type { Translate } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslator } from './use-translator.ts';
import { adminMessages, type AdminMessageKey } from './messages.ts';

export const useAdminText = (): { t: Translate<AdminMessageKey>; locale: Locale } => useTranslator(adminMessages);
