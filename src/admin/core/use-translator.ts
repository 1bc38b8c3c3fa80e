// The admin's language in a component: its translator for a feature's messages, following the switch.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { translator, type Messages, type Translate } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { $adminLocale } from './admin-locale.ts';

export function useTranslator<K extends string>(messages: Messages<K>): { t: Translate<K>; locale: Locale } {
  const locale = useStore($adminLocale);
  return useMemo(() => ({ t: translator(messages, locale), locale }), [messages, locale]);
}
