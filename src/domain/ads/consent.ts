// The shopper's ads choice as her browser remembers it (issue 40 §1): accepted or refused, and when.
// No record: she has not chosen, and nothing of the ad platforms may load. Pure, and without zod: it
// is read on every page of a shop with ads on (the page's own JavaScript budget). The browser's
// storage is src/features/ads/consent-store.ts.
export const CONSENT_STORAGE_KEY = 'ads-consent';
export const ATTRIBUTION_STORAGE_KEY = 'ads-attribution';

export type ConsentChoice = 'accepted' | 'refused';
export type Consent = { choice: ConsentChoice; at: number };

/** A stored record, or null when there is none or it is not one (garbage is no consent). */
export function readConsent(raw: string | null): Consent | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { choice, at } = value as Record<string, unknown>;
    if ((choice !== 'accepted' && choice !== 'refused') || typeof at !== 'number' || !Number.isInteger(at) || at <= 0) return null;
    return { choice, at };
  } catch {
    return null;
  }
}

export const writeConsent = (choice: ConsentChoice, nowMs: number): string => JSON.stringify({ choice, at: nowMs } satisfies Consent);

export const isAccepted = (consent: Consent | null): consent is Consent & { choice: 'accepted' } => consent?.choice === 'accepted';
