// What the build bakes for the edge function: whether the site is locked, the cookie version of the
// current password (an HMAC, never the hash) and the gate page in each language. The edge reads it
// without the database; a rebuild (the admin's change triggers one) brings a new one.
import { LOCALES, isLocale, type Locale } from '../../i18n/locales.ts';

export type GateConfig =
  | { enabled: false }
  | {
      enabled: true;
      version: string;
      pages: Partial<Record<Locale, string>>;
      /** the language of the bare paths in this build (the owner's setting) */ defaultLocale?: Locale;
      /** the gate page's Content-Security-Policy */ csp?: string;
    };

/** A config we cannot read locks the site rather than opening it. */
export const BROKEN_GATE_CONFIG: GateConfig = { enabled: true, version: '', pages: {} };

export function parseGateConfig(raw: unknown): GateConfig {
  if (typeof raw !== 'object' || raw === null) return BROKEN_GATE_CONFIG;
  const value = raw as Record<string, unknown>;
  if (value.enabled === false) return { enabled: false };
  if (value.enabled !== true || typeof value.version !== 'string' || !value.version) return BROKEN_GATE_CONFIG;
  const pages: Partial<Record<Locale, string>> = {};
  const rawPages = typeof value.pages === 'object' && value.pages !== null ? (value.pages as Record<string, unknown>) : {};
  for (const locale of LOCALES) {
    const page = rawPages[locale];
    if (typeof page === 'string' && page) pages[locale] = page;
  }
  return {
    enabled: true,
    version: value.version,
    pages,
    ...(isLocale(value.defaultLocale) ? { defaultLocale: value.defaultLocale } : {}),
    ...(typeof value.csp === 'string' && value.csp ? { csp: value.csp } : {}),
  };
}
