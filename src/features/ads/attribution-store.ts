// Where the shopper came from, kept first-party until she orders, with her consent only (issue 40
// §2): the landing's tags in localStorage, _fbc and _fbp as Meta's cookies (90 days, as the pixel
// sets them), and what an order sends (attributionForOrder). The order's schema checks it again.
import { ATTRIBUTION_STORAGE_KEY, isAccepted } from '../../domain/ads/consent.ts';
import { hasTags, landingTags, newFbp, type LandingTags } from '../../domain/orders/landing-tags.ts';
import { storedConsent } from './consent-store.ts';

const NINETY_DAYS_S = 90 * 24 * 3600;

export function readCookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}

function setCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${NINETY_DAYS_S}; Path=/; SameSite=Lax${secure}`;
}

function storedTags(): LandingTags {
  try {
    const raw = localStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null ? (value as LandingTags) : {};
  } catch {
    return {};
  }
}

/** On a page seen with consent: the address's tags replace the kept ones; _fbc and _fbp set when due. */
export function keepLanding(search: string, nowMs = Date.now()): void {
  if (!isAccepted(storedConsent())) return;
  const tags = landingTags(search, nowMs);
  if (hasTags(tags)) {
    try {
      localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(tags));
    } catch {
      // storage full or blocked: the order goes without its tags
    }
    if (tags.fbc) setCookie('_fbc', tags.fbc);
  }
  if (!readCookie('_fbp')) setCookie('_fbp', newFbp(nowMs));
}

/** What an order carries: nothing without consent; else the consent's time, the cookies and the tags. */
export function attributionForOrder(): Record<string, unknown> | undefined {
  const consent = storedConsent();
  if (!isAccepted(consent)) return undefined;
  const tags = storedTags();
  return {
    ...tags,
    consentedAt: consent.at,
    fbp: readCookie('_fbp'),
    fbc: readCookie('_fbc') ?? tags.fbc,
    ttp: readCookie('_ttp'),
  };
}
