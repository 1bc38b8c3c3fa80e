import { describe, expect, it } from 'vitest';
import { isBotSave, leftCheckoutSchema } from './left-checkout-request.ts';
import { leftCheckoutWhatsAppText } from './left-checkout.ts';
import { LEFT_CHECKOUT_LIMITS } from './limits.ts';

const valid = {
  draftKey: '0b6f3a52-3c1e-4f57-9d0e-6c3c8f2b1a90',
  flow: 'cart',
  locale: 'fr',
  consent: true,
  phone: '0555 12 34 56',
  wilayaCode: '16',
  lines: [{ productId: 'tee', size: 'M', color: 'Noir', quantity: 1 }],
  typingMs: 8000,
};

describe('a left checkout as the function reads it', () => {
  it('takes her phone as she types it (stored 0XXXXXXXXX); name and commune may still be empty', () => {
    const parsed = leftCheckoutSchema.safeParse({ ...valid, phone: '+213 ٥٥٥ 12 34 56', name: '  Amina\tB. ' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ phone: '0555123456', name: 'Amina B.', commune: '', left: false, website: '' });
  });

  it('refuses without her consent, without a valid phone or wilaya, and with the order text rules', () => {
    const refused = (change: object) => leftCheckoutSchema.safeParse({ ...valid, ...change }).success;
    expect(refused({ consent: false })).toBe(false);
    expect(refused({ phone: '0123456789' })).toBe(false);
    expect(refused({ wilayaCode: '' })).toBe(false);
    expect(refused({ name: '<script>' })).toBe(false);
    expect(refused({ name: 'x'.repeat(121) })).toBe(false);
    expect(refused({ commune: 'Alger\u202eCentre' })).toBe(false);
    expect(refused({ lines: [] })).toBe(false);
    expect(refused({ draftKey: 'short' })).toBe(false);
    expect(refused({ name: 'x'.repeat(120), commune: 'y'.repeat(120) })).toBe(true);
  });

  it('is a bot when the honeypot is filled or the form was filled faster than a person types', () => {
    expect(isBotSave({ website: '', typingMs: LEFT_CHECKOUT_LIMITS.minTypingMs })).toBe(false);
    expect(isBotSave({ website: '', typingMs: LEFT_CHECKOUT_LIMITS.minTypingMs - 1 })).toBe(true);
    expect(isBotSave({ website: 'https://x', typingMs: 60_000 })).toBe(true);
  });
});

describe('the WhatsApp message', () => {
  it('is in her language, names her when she gave a name, and carries the link on its own line', () => {
    const link = 'https://shop.dz/ar/cart?restore=abc';
    const ar = leftCheckoutWhatsAppText('ar', { name: 'أمينة', shop: 'D.R.P', link });
    expect(ar).toContain('مرحباً أمينة');
    expect(ar.split('\n')[1]).toBe(link);
    expect(leftCheckoutWhatsAppText('fr', { name: '', shop: 'D.R.P', link })).toMatch(
      /^Bonjour, vous avez commencé une commande chez D\.R\.P/,
    );
    expect(leftCheckoutWhatsAppText('en', { name: 'Sam', shop: 'D.R.P', link })).toMatch(/^Hello Sam, you started an order at D\.R\.P/);
  });
});
