// The owner calls or writes to the customer from the phone in one tap. Orders keep the phone as
// 0XXXXXXXXX (src/domain/orders/phone.ts); WhatsApp and a dialler abroad want it as +213XXXXXXXXX.
const STORED_PHONE = /^0([567]\d{8})$/;

/** 0555123456 → +213555123456, or null for anything that is not a stored Algerian mobile number. */
export function internationalPhone(phone: string): string | null {
  const match = STORED_PHONE.exec(phone);
  return match ? `+213${match[1]}` : null;
}

/** tel:+213555123456 (works on an Algerian SIM and on a foreign one). */
export function callLink(phone: string): string | null {
  const international = internationalPhone(phone);
  return international ? `tel:${international}` : null;
}

/**
 * https://wa.me/213555123456: WhatsApp's click-to-chat wants the digits without + or a trunk 0; a
 * message to pre-fill goes in its `text` parameter (https://wa.me/213555123456?text=...).
 */
export function whatsAppLink(phone: string, message?: string): string | null {
  const international = internationalPhone(phone);
  if (!international) return null;
  const chat = `https://wa.me/${international.slice(1)}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}

/** 0555 12 34 56: how Algerians read a mobile number aloud. */
export function groupedPhone(phone: string): string {
  const match = /^(0\d{3})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return match ? match.slice(1).join(' ') : phone;
}
