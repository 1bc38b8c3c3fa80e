// The shopper's contact data as each platform asks it before hashing (normalised), and its SHA-256.
// Meta: phone as digits with the country code and no "+" (its own example hashes 12345678901), names
// and places lowercased without punctuation or spaces, country as the two-letter code "dz". TikTok:
// email trimmed and lowercased, phone in E.164 ("+213…"), both SHA-256 in lowercase hex.
// Rules and sources: docs/ad-platform-apis.md.
import { createHash } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A stored order phone (0XXXXXXXXX, src/domain/orders/phone.ts) in E.164: +213XXXXXXXXX. */
export function phoneE164(stored: string): string | null {
  const digits = stored.replace(/\D/g, '');
  if (/^0[567]\d{8}$/.test(digits)) return `+213${digits.slice(1)}`;
  if (/^213[567]\d{8}$/.test(digits)) return `+${digits}`;
  return null;
}

/** Meta's ph before hashing: E.164 without the "+", digits only. */
export const metaPhone = (e164: string): string => e164.replace(/\D/g, '');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// Letters of any script stay (a name written in Arabic is hashed as written, in UTF-8); punctuation,
// symbols, digits and spaces go.
const NOT_A_LETTER = /[^\p{L}\p{M}]/gu;

/** A name or a place as Meta matches it: lowercase, no punctuation, no spaces (Unicode NFC). */
export const normalizeWord = (text: string): string => text.normalize('NFC').toLowerCase().replace(NOT_A_LETTER, '');

/** The customer's one name field as a first name and the rest (Meta's fn and ln); either may be empty. */
export function splitName(customerName: string): { first: string; last: string } {
  const words = customerName.trim().split(/\s+/).filter(Boolean);
  return { first: normalizeWord(words[0] ?? ''), last: normalizeWord(words.slice(1).join('')) };
}

/** Hashes a normalised value, or leaves it out when nothing is left to hash. */
export const hashed = (normalised: string): string[] => (normalised ? [sha256(normalised)] : []);

/** Every shop is in Algeria: ISO 3166-1 alpha-2, lowercase. */
export const COUNTRY = 'dz';
