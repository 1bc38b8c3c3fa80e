// The settings area's screens and their paths under the admin: one screen per settings section
// (/settings/shipping...), the admins (/admins) and the audit log (/audit).
export const SETTINGS_SECTIONS = [
  'site-text',
  'countdown',
  'site-password',
  'shipping',
  'social',
  'currency',
  'orders',
  'language',
  'carriers',
  'ads',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export type SettingsScreen = { kind: 'section'; section: SettingsSection } | { kind: 'admins' } | { kind: 'audit' } | { kind: 'not-found' };

const isSection = (value: string | undefined): value is SettingsSection => (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');

/** ['settings', 'shipping'] → the shipping section; anything else unknown → not-found. */
export function settingsScreenOf(parts: readonly string[]): SettingsScreen {
  const [first, second, ...rest] = parts;
  if (rest.length > 0) return { kind: 'not-found' };
  if (first === 'admins' && second === undefined) return { kind: 'admins' };
  if (first === 'audit' && second === undefined) return { kind: 'audit' };
  if (first === 'settings' && isSection(second)) return { kind: 'section', section: second };
  return { kind: 'not-found' };
}
