// Algerian mobile numbers as shoppers type them: 0555 12 34 56, 0555-123-456, +213 555 12 34 56,
// 00213 (0)555123456. Stored one way only, 0XXXXXXXXX, so the cooldown matches the same phone.
const SEPARATORS = /[\s\u00a0\-.()/]/g;
const MOBILE = /^0[567]\d{8}$/;
// Shoppers on Arabic keyboards type Arabic-Indic (٠-٩) or Persian (۰-۹) digits.
const FOREIGN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

function asciiDigits(text: string): string {
  return text.replace(FOREIGN_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
}

/** The number as 0XXXXXXXXX, or null when it is not an Algerian mobile number (05, 06, 07 + 8 digits). */
export function normalizeAlgerianPhone(raw: string): string | null {
  let digits = asciiDigits(raw).replace(SEPARATORS, '');
  if (digits.startsWith('+213')) digits = digits.slice(4);
  else if (digits.startsWith('00213')) digits = digits.slice(5);
  else if (digits.length === 12 && digits.startsWith('213')) digits = digits.slice(3);
  else if (!digits.startsWith('0')) return null;
  // After the country code the trunk 0 is optional: +213 555... and +213 0555... are the same phone.
  if (!digits.startsWith('0')) digits = `0${digits}`;
  return MOBILE.test(digits) ? digits : null;
}
