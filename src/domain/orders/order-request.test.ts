import { describe, expect, it } from 'vitest';
import { bannerKey, fieldMessages, invalidFieldsInOrder, validateOrderRequest } from './validation.ts';
import { orderMessageLocale } from './messages.ts';
import { orderTotals } from './totals.ts';
import { withoutHiddenFormatting } from './hidden-formatting.ts';

const valid = {
  flow: 'cart',
  idempotencyKey: 'attempt-0001-abcdef',
  name: '  Amina Benali ',
  email: 'amina@example.dz',
  phone: '+213 555 12 34 56',
  address: '12 rue Didouche Mourad',
  wilayaCode: '16',
  commune: 'Alger Centre',
  deliveryType: 'home',
  lines: [{ productId: 'essential-heavyweight-tee', size: 'M', color: 'Black', quantity: 2 }],
};

const errorsOf = (input: unknown) => {
  const result = validateOrderRequest(input);
  return result.ok ? {} : result.errors;
};

describe('order request', () => {
  it('accepts a complete order, trims text, normalises the phone and drops client prices', () => {
    const result = validateOrderRequest({ ...valid, total: 1, lines: [{ ...valid.lines[0], price: 1 }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({ name: 'Amina Benali', phone: '0555123456', notes: '' });
    expect(result.order).not.toHaveProperty('total');
    expect(result.order.lines[0]).toEqual({ productId: 'essential-heavyweight-tee', size: 'M', color: 'Black', quantity: 2 });
  });

  it('gives the spec messages for missing fields, in form order', () => {
    const errors = errorsOf({
      flow: 'cart',
      idempotencyKey: 'attempt-0001-abcdef',
      name: '',
      email: ' ',
      phone: '',
      address: '',
      lines: [],
    });
    expect(errors).toMatchObject({
      name: 'nameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      address: 'addressRequired',
      wilayaCode: 'wilayaRequired',
      commune: 'communeRequired',
      deliveryType: 'deliveryTypeRequired',
      lines: 'linesRequired',
    });
    expect(invalidFieldsInOrder(errors)[0]).toBe('name');
    expect(bannerKey(errors)).toBe('shippingMissing');
    expect(bannerKey({ email: 'emailInvalid' })).toBe('fieldsInvalid');
    expect(fieldMessages(errors, 'cart', 'en')).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
    });
  });

  it('needs at least 10 address characters in the cart, 4 in Buy Now, 1 in the standalone checkout', () => {
    expect(errorsOf({ ...valid, address: 'Rue 12 B' }).address).toBe('addressTooShort');
    expect(fieldMessages({ address: 'addressTooShort' }, 'cart', 'en').address).toBe(
      'Please enter a complete address (at least 10 characters)',
    );
    expect(errorsOf({ ...valid, flow: 'buy_now', address: 'Rue' }).address).toBe('addressTooShort');
    expect(fieldMessages({ address: 'addressTooShort' }, 'buy_now', 'en').address).toBe('يرجى إدخال عنوان كامل (4 أحرف على الأقل)');
    expect(validateOrderRequest({ ...valid, flow: 'buy_now', address: 'Rue 1' }).ok).toBe(true);
    expect(validateOrderRequest({ ...valid, flow: 'checkout', address: 'X' }).ok).toBe(true);
    // Shown together with the other errors of an unfinished form, not only once everything else is valid.
    expect(errorsOf({ flow: 'buy_now', idempotencyKey: 'attempt-0001-abcdef', address: 'Rue', deliveryType: '' })).toMatchObject({
      address: 'addressTooShort',
      deliveryType: 'deliveryTypeRequired',
    });
  });

  it('refuses bad emails, phones, quantities, wilaya codes, delivery types and duplicate lines', () => {
    expect(errorsOf({ ...valid, email: 'amina@' }).email).toBe('emailInvalid');
    expect(errorsOf({ ...valid, phone: '021 12 34 56' }).phone).toBe('phoneInvalid');
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: 0 }] }).quantity).toBe('quantityInvalid');
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: 1.5 }] }).quantity).toBe('quantityInvalid');
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: '2' }] }).quantity).toBe('quantityInvalid');
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: 11 }] }).quantity).toBe('quantityTooLarge');
    expect(errorsOf({ ...valid, wilayaCode: '016' }).wilayaCode).toBe('wilayaRequired');
    expect(errorsOf({ ...valid, deliveryType: 'pickup' }).deliveryType).toBe('deliveryTypeRequired');
    expect(errorsOf({ ...valid, lines: [valid.lines[0], valid.lines[0]] }).lines).toBe('linesInvalid');
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], productId: "x'; drop table orders;--" }] }).lines).toBe('linesInvalid');
    expect(errorsOf({ ...valid, idempotencyKey: 'short' }).request).toBe('requestInvalid');
    expect(errorsOf({ ...valid, flow: 'admin' }).request).toBe('requestInvalid');
    expect(errorsOf({ ...valid, name: 'x'.repeat(121) }).name).toBe('nameTooLong');
    expect(fieldMessages({ name: 'nameTooLong' }, 'cart', 'en').name).toBe('Name is too long (at most 120 characters)');
  });

  it('takes names and addresses as plain text: markup and control characters are refused, apostrophes are not', () => {
    expect(errorsOf({ ...valid, name: '<script>alert(1)</script>' }).name).toBe('plainTextOnly');
    expect(errorsOf({ ...valid, address: 'Rue <img src=x onerror=alert(1)>' }).address).toBe('plainTextOnly');
    expect(errorsOf({ ...valid, notes: 'a\u0000b' }).notes).toBe('plainTextOnly');
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], size: 'M\u0000' }] }).variant).toBe('variantRequired');
    expect(validateOrderRequest({ ...valid, name: "Yasmine N'Diaye", notes: 'Call me <3\nafter 18h' }).ok).toBe(true);
  });

  it('refuses invisible formatting (Cf) and odd line breaks in names, addresses, communes and notes, in English and Arabic', () => {
    const hidden = [
      'Amina \u202eilA',
      'Amina\u202dBenali',
      'Amina \u2066Benali\u2069',
      'Amina\u200eBenali',
      'أمينة\u200f بن علي',
      'Ami\u061cna',
      'Ami\u200bna',
      'Amina\u2060Benali',
      'Ami\ufeffna X',
      'Ami\u00adna',
      'Amina\u2028Benali',
      'Amina\u2029Benali',
      'Amina\u0085Benali',
      'Amina \u200dBenali',
      'Amina\u200c Benali',
      '\u200c\u200dAmina',
      'Amina\u200d\u200dB',
      'Amina \udb40\udc41tag',
      'x\u0600y',
    ];
    for (const text of hidden) {
      for (const field of ['name', 'address', 'commune', 'notes'] as const) {
        const value = field === 'address' ? `12 rue Didouche ${text}` : text;
        expect({ field, text, error: errorsOf({ ...valid, [field]: value })[field] }).toEqual({ field, text, error: 'hiddenFormatting' });
      }
    }
    expect(fieldMessages({ name: 'hiddenFormatting' }, 'cart', 'en').name).toBe(
      'Please retype this text: it contains invisible formatting characters or unusual line breaks',
    );
    expect(fieldMessages({ name: 'hiddenFormatting' }, 'cart', 'ar').name).toBe(
      'يرجى إعادة كتابة هذا النص: فهو يحتوي على رموز تنسيق غير مرئية أو فواصل أسطر غير عادية',
    );
  });

  it('refuses blank fillers (Hangul fillers, the grapheme joiner, the braille blank, stray selectors) inside the text of every field, and a name made of them', () => {
    const fillers = [
      '\u3164',
      '\u115f',
      '\u1160',
      '\u034f',
      '\uffa0',
      '\u2800',
      '\u17b4',
      '\u200b',
      '\u200e',
      '\u200f',
      '\u2060',
      '\ufeff',
      '\u2065',
      ' \u200c',
      '\u200d ',
      '\ufe0f',
      '\ufe0e',
      '\u{e0100}',
      '\ufe00',
      '\u180b',
      '\u180e',
    ];
    for (const filler of fillers) {
      for (const field of ['name', 'address', 'commune', 'notes'] as const) {
        const value = `${field === 'address' ? '12 rue Didouche ' : ''}Ami${filler}na`;
        expect({ field, filler, error: errorsOf({ ...valid, [field]: value })[field] }).toEqual({
          field,
          filler,
          error: 'hiddenFormatting',
        });
      }
      // Alone (the BOM is also whitespace to trim(): then the name is simply missing).
      expect({ filler, error: errorsOf({ ...valid, name: filler.repeat(3) }).name }).toEqual({
        filler,
        error: filler === '\ufeff' ? 'nameRequired' : 'hiddenFormatting',
      });
    }
    // The forms drop them as they are typed, and what is left passes.
    for (const text of ['\u3164\u200dAmina', '\u3164\ufe0fAmina', 'A\u034fmi\u2800na\uffa0', 'Amina\ufe0f\u{e0100}']) {
      const kept = withoutHiddenFormatting(text);
      expect({ text, kept, ok: validateOrderRequest({ ...valid, name: kept }).ok }).toEqual({ text, kept: 'Amina', ok: true });
    }
  });

  it('keeps the joiners inside words: a Persian-keyboard name, emoji sequences, harakat', () => {
    for (const name of [
      'مهسا می\u200cخواهد',
      'Amina 👩\u200d💻',
      'Amina 👩🏽\u200d💻',
      '❤\ufe0f\u200d🔥 Amina',
      'مُحَمَّد بن علي',
      'Zoé Aït-Ahmed',
      'Amina ☺\ufe0e 1\ufe0f\u20e3',
      '葛\u{e0100}',
    ]) {
      expect({ name, ok: validateOrderRequest({ ...valid, name }).ok }).toEqual({ name, ok: true });
    }
    expect(withoutHiddenFormatting('A\u202emi\u200bna \u200d\u2028Ben\u200cali 👩\u200d💻')).toBe('Amina Ben\u200cali 👩\u200d💻');
  });

  it('takes whole emoji, and refuses half of one (a lone surrogate only a hand-written JSON escape can send)', () => {
    expect(validateOrderRequest({ ...valid, name: 'Amina 😀', notes: 'شكرا 🙏🏽 merci', address: '12 rue Didouche 🏠 Mourad' }).ok).toBe(
      true,
    );
    expect(errorsOf({ ...valid, name: 'Amina \ud83d' }).name).toBe('plainTextOnly');
    expect(errorsOf({ ...valid, notes: '\ude00 merci' }).notes).toBe('plainTextOnly');
    expect(errorsOf({ ...valid, address: '12 rue \ud83d\ud83d Didouche' }).address).toBe('plainTextOnly');
  });

  it('answers Buy Now in Arabic and the other flows in the page language', () => {
    expect(orderMessageLocale('buy_now', 'en')).toBe('ar');
    expect(orderMessageLocale('cart', 'en')).toBe('en');
    expect(orderMessageLocale('checkout', 'ar')).toBe('ar');
    expect(orderMessageLocale(undefined, undefined)).toBe('en');
    expect(fieldMessages({ name: 'nameRequired' }, 'buy_now', 'en').name).toBe('الاسم مطلوب');
  });

  it('totals are the lines plus shipping', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 3200, quantity: 2 },
          { unitPrice: 1500, quantity: 1 },
        ],
        600,
      ),
    ).toEqual({ subtotal: 7900, shippingPrice: 600, total: 8500 });
  });
});
