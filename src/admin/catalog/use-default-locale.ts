// The shop's default language (its products' own texts are in it): from the settings the admin
// already reads; null until they are loaded, so no text is ever filed under the wrong language.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../i18n/locales.ts';
import { $settings, loadSettings } from '../settings/settings-store.ts';

export function useDefaultLocale(): Locale | null {
  const settings = useStore($settings);
  useEffect(() => void loadSettings(), []);
  return settings.state === 'loaded' ? settings.settings.language.defaultLocale : null;
}
