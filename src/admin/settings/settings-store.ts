// The site settings as the admin last read them (GET /api/admin/settings), shared by every
// settings screen: each form starts from them and puts back what the server answered after a save.
import { atom } from 'nanostores';
import { adminCall } from '../core/admin-api.ts';
import type { AdminSettings } from './settings-types.ts';

export type SettingsLoad =
  { state: 'idle' | 'loading' } | { state: 'loaded'; settings: AdminSettings } | { state: 'failed'; message: string };

export const $settings = atom<SettingsLoad>({ state: 'idle' });

let loading: Promise<void> | undefined;

export function loadSettings(options: { force?: boolean } = {}): Promise<void> {
  const loaded = $settings.get().state === 'loaded';
  if (!options.force && (loaded || loading)) return loading ?? Promise.resolve();
  // A re-read keeps the screens up (their notices and what was typed) until the answer arrives.
  if (!loaded) $settings.set({ state: 'loading' });
  loading = adminCall<AdminSettings>('settings')
    .then((settings) => $settings.set({ state: 'loaded', settings }))
    .catch((error: unknown) => {
      if (!loaded) $settings.set({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

export function settingsSaved(settings: AdminSettings): void {
  $settings.set({ state: 'loaded', settings });
}
