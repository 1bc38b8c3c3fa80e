// The shop's currency for price labels: from the settings the admin already reads (DZD until loaded).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_CURRENCY } from '../../domain/money.ts';
import { $settings, loadSettings } from '../settings/settings-store.ts';

export function useCurrency(): string {
  const settings = useStore($settings);
  useEffect(() => void loadSettings(), []);
  return settings.state === 'loaded' ? settings.settings.currency : DEFAULT_CURRENCY;
}
