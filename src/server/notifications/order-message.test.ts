import { describe, expect, it } from 'vitest';
import { orderMessage, packMessages, type WebhookMessage } from './order-message.ts';

const message = (content: string, username = 'D.R.P orders'): WebhookMessage => ({ content, username, allowed_mentions: { parse: [] } });
const order = (n: number, length: number) => ({ n, message: message(`**New order #${n}**\n${'x'.repeat(length - `**New order #${n}**\n`.length)}`) });

describe('packMessages', () => {
  it('packs waiting order messages in order, none over 2000 characters, blank lines between them', () => {
    const orders = [order(1, 600), order(2, 600), order(3, 600), order(4, 600), order(5, 600)];
    const packs = packMessages(orders, (o) => o.message);
    expect(packs.map((p) => p.items.map((o) => o.n))).toEqual([[1, 2, 3], [4, 5]]);
    expect(packs[0]!.message.content).toBe([1, 2, 3].map((n) => orders[n - 1]!.message.content).join('\n\n'));
    expect(packs.every((p) => p.message.content.length <= 2000)).toBe(true);
  });

  it('sends a message that fills the limit alone, and never mixes senders', () => {
    const full = order(1, 2000);
    const packs = packMessages([full, order(2, 100), { n: 3, message: message('**New order #3**', 'Other shop orders') }], (o) => o.message);
    expect(packs.map((p) => p.items.map((o) => o.n))).toEqual([[1], [2], [3]]);
    expect(packs[0]!.message).toEqual(full.message);
  });

  it('one message stays as it was, and nothing gives nothing', () => {
    const one = order(7, 300);
    expect(packMessages([one], (o) => o.message)).toEqual([{ items: [one], message: one.message }]);
    expect(packMessages([], (o: typeof one) => o.message)).toEqual([]);
  });
});

describe('orderMessage', () => {
  const order = (notes: string) => ({
    flow: 'cart' as const, status: 'pending', createdAt: '2026-11-22T14:00:00.000Z', customerName: 'Amina Benali', email: 'amina@example.dz',
    phone: '0551234567', address: '12 rue Didouche Mourad', notes, wilayaCode: '16', commune: 'Alger Centre', deliveryType: 'home' as const,
    subtotal: 3900, shippingPrice: 600, total: 4500, currency: 'DZD', number: 10001,
    lines: [{ productId: 'tee', variantId: 1, name: 'Boxy Oversized Tee', size: 'M', color: 'Charcoal', unitPrice: 3900, quantity: 1, lineTotal: 3900 }],
  });
  const halfEmoji = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

  it('is cut to 2000 characters between characters, never inside an emoji, whichever way the cut falls', () => {
    for (const notes of ['😀'.repeat(1000), `a${'😀'.repeat(1000)}`]) {
      const { content } = orderMessage(order(notes), { code: '16', nameFr: 'Alger' }, 'D.R.P');
      expect(content.length).toBeLessThanOrEqual(2000);
      expect(content.endsWith('…')).toBe(true);
      expect(halfEmoji.test(content)).toBe(false);
      expect(() => JSON.parse(JSON.stringify(content))).not.toThrow();
    }
  });
});
