import { describe, expect, it } from 'vitest';
import { customerMessage, type CustomerMessageInput } from './customer-message.ts';

const order: CustomerMessageInput = {
  locale: 'en',
  customerName: 'Amina Benali',
  number: 1042,
  total: 12_500,
  currency: 'DZD',
  deliveryType: 'home',
  link: 'https://shop.example/o/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde',
  confirms: true,
};

describe("the owner's WhatsApp message to the customer", () => {
  it("greets her, names the order, its total and delivery, and ends with the confirming link, in the order's language", () => {
    expect(customerMessage(order)).toBe(
      [
        'Hello Amina Benali,',
        'Your order no. 1042: 12\u202f500\u00a0DZD to pay on delivery, home delivery.',
        `Confirm your order here: ${order.link}`,
      ].join('\n'),
    );
    const fr = customerMessage({ ...order, locale: 'fr', deliveryType: 'office', link: 'https://shop.example/fr/o/x' });
    expect(fr).toBe(
      [
        'Bonjour Amina Benali,',
        'Votre commande n° 1042 : 12\u202f500\u00a0DA à payer à la livraison, retrait au bureau (stop-desk).',
        'Confirmez votre commande ici : https://shop.example/fr/o/x',
      ].join('\n'),
    );
    const ar = customerMessage({ ...order, locale: 'ar', customerName: 'أمينة', link: 'https://shop.example/ar/o/x' });
    expect(ar).toBe(
      [
        'السلام عليكم أمينة،',
        'طلبيتك رقم 1042: 12\u202f500\u00a0د.ج تُدفع عند الاستلام، التوصيل إلى المنزل.',
        'لتأكيد طلبيتك من هنا: https://shop.example/ar/o/x',
      ].join('\n'),
    );
  });

  it('offers the link to follow the order when it cannot confirm, and no link line without a link', () => {
    expect(
      customerMessage({ ...order, confirms: false })
        .split('\n')
        .at(-1),
    ).toBe(`Follow your order here: ${order.link}`);
    expect(
      customerMessage({ ...order, locale: 'fr', confirms: false })
        .split('\n')
        .at(-1),
    ).toBe(`Suivez votre commande ici : ${order.link}`);
    expect(
      customerMessage({ ...order, locale: 'ar', confirms: false })
        .split('\n')
        .at(-1),
    ).toBe(`لمتابعة طلبيتك من هنا: ${order.link}`);
    expect(customerMessage({ ...order, link: null }).split('\n')).toHaveLength(2);
  });

  it("adds her parcel's tracking number, and the carrier's tracking page when it has one, at the end", () => {
    const url = 'https://yalidine.com/suivre-un-colis/?tracking=yal-12AB';
    const withPage = customerMessage({ ...order, confirms: false, parcel: { tracking: 'yal-12AB', url } }).split('\n');
    expect(withPage).toHaveLength(4);
    expect(withPage.at(-1)).toBe(`Your parcel yal-12AB, to follow at the carrier: ${url}`);
    expect(
      customerMessage({ ...order, locale: 'fr', parcel: { tracking: 'ECO-9', url: null } })
        .split('\n')
        .at(-1),
    ).toBe('Votre colis : ECO-9');
    expect(
      customerMessage({ ...order, locale: 'ar', parcel: { tracking: 'yal-12AB', url } })
        .split('\n')
        .at(-1),
    ).toBe(`طردك yal-12AB، لمتابعته عند شركة التوصيل: ${url}`);
    expect(customerMessage({ ...order, parcel: null }).split('\n')).toHaveLength(3);
  });

  it('writes her name as she typed it, placeholders included', () => {
    expect(customerMessage({ ...order, customerName: ' {number} Sara ' }).split('\n')[0]).toBe('Hello {number} Sara,');
  });
});
