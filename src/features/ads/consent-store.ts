// The ads choice in the shopper's browser (first-party localStorage, ../../domain/ads/consent.ts for
// its shape), and what this site keeps for the ads there: the landing's tags and Meta's and TikTok's
// first-party cookies. Refusing forgets all of it.
import {
  ATTRIBUTION_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  readConsent,
  writeConsent,
  type Consent,
  type ConsentChoice,
} from '../../domain/ads/consent.ts';

export const AD_COOKIES = ['_fbp', '_fbc', '_ttp'] as const;

export function storedConsent(): Consent | null {
  try {
    return readConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null; // storage blocked: no choice remembered, so nothing loads
  }
}

export function rememberChoice(choice: ConsentChoice, nowMs = Date.now()): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, writeConsent(choice, nowMs));
  } catch {
    // storage blocked: the choice holds for this page only
  }
  if (choice === 'refused') forgetAdData();
}

/** Removes the landing's tags and the platforms' cookies, on this host and on its domain. */
export function forgetAdData(): void {
  try {
    localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // nothing kept
  }
  for (const name of AD_COOKIES) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${location.hostname}`;
  }
}
