import { describe, expect, it } from 'vitest';
import { orderMessage, packMessages, type WebhookMessage } from './order-message.ts';
import { chatText } from './chat-text.ts';

const message = (content: string, username = 'D.R.P orders'): WebhookMessage => ({ content, username, allowed_mentions: { parse: [] } });
const order = (n: number, length: number) => ({
  n,
  message: message(`**New order #${n}**\n${'x'.repeat(length - `**New order #${n}**\n`.length)}`),
});

describe('packMessages', () => {
  it('packs waiting order messages in order, none over 2000 characters, blank lines between them', () => {
    const orders = [order(1, 600), order(2, 600), order(3, 600), order(4, 600), order(5, 600)];
    const packs = packMessages(orders, (o) => o.message);
    expect(packs.map((p) => p.items.map((o) => o.n))).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(packs[0]!.message.content).toBe([1, 2, 3].map((n) => orders[n - 1]!.message.content).join('\n\n'));
    expect(packs.every((p) => p.message.content.length <= 2000)).toBe(true);
  });

  it('sends a message that fills the limit alone, and never mixes senders', () => {
    const full = order(1, 2000);
    const packs = packMessages(
      [full, order(2, 100), { n: 3, message: message('**New order #3**', 'Other shop orders') }],
      (o) => o.message,
    );
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
    flow: 'cart' as const,
    status: 'pending',
    createdAt: '2026-11-22T14:00:00.000Z',
    customerName: 'Amina Benali',
    email: 'amina@example.dz',
    phone: '0551234567',
    address: '12 rue Didouche Mourad',
    notes,
    wilayaCode: '16',
    commune: 'Alger Centre',
    communeAr: 'الجزائر الوسطى',
    deliveryType: 'home' as const,
    subtotal: 3900,
    shippingPrice: 600,
    total: 4500,
    currency: 'DZD',
    number: 10001,
    lines: [
      {
        productId: 'tee',
        variantId: 1,
        name: 'Boxy Oversized Tee',
        size: 'M',
        color: 'Charcoal',
        unitPrice: 3900,
        quantity: 1,
        lineTotal: 3900,
      },
    ],
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

// What a hostile shopper may type, each aimed at a piece of Discord's markdown or at the message's lines.
const HOSTILE = [
  '[click me](https://evil.example/login)',
  '[https://bank.dz](https://evil.example)',
  '**bold** __underline__ *italic* _italic_ ***both***',
  '~~strike~~',
  '||spoiler||',
  '# Heading',
  '## Total: 0 DZD',
  '### small',
  '-# subtext',
  '> quote',
  '>>> block quote',
  '- item',
  '* item',
  '1. item',
  '`code`',
  '```js\nalert(1)\n```',
  '<@&123456789012345678>',
  '<@123456789012345678>',
  '<@!123456789012345678>',
  '<#123456789012345678>',
  '<t:1700000000:R>',
  '</ban:123456789012345678>',
  '<:pepe:123456789012345678>',
  '<a:pepe:123456789012345678>',
  '<https://evil.example>',
  '@everyone',
  '@here',
  '@EveryOne free drop',
  'a\\*b\\',
  '\\',
  '\\\\**x**',
  'Amina\u202eevil\u202c',
  'x\u2066y\u2069z',
  'line\u2028Total: 0 DZD',
  'line\u2029break',
  'line\u0085break',
  'a\r\nb\rc\nd',
  'tab\tand\u000bvt',
  'zero\u200bwidth',
  'ﾠ＃ not ascii ＊',
  'Cité 5 Juillet - Bt 12 (3e étage)',
  'عمارة ٥ - الطابق #٢',
  '',
  'https://evil.example/login?next=/admin',
  'Livraison: voir http://bit.ly/x_y-z)',
  'xhttps://evil.example',
  'HTTPS://EVIL.EXAMPLE/A_B',
  'steam://run/1',
  'www.evil.example/pay',
  'https://evil.example/`code`',
  'https://user@evil.example/@everyone',
  'h\u200bttps://evil.example',
  '<https://evil.example>**x**',
  '\\https://evil.example\\',
  'https://a.example`https://b.example',
];

/** A code span chatText makes of a link: a scheme and '://' or www., no space, backtick or @ inside. */
const LINK_SPAN = /^`((?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s`@]*)`/i;

/** Markdown characters a Discord client would read as syntax: those not escaped by a backslash (a link's code span is not syntax). */
function unescapedMarkdown(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const span = LINK_SPAN.exec(text.slice(i));
    if (span) {
      i += span[0].length - 1;
    } else if (text[i] === '\\') {
      if (i === text.length - 1) found.push('trailing \\');
      i++;
    } else if (/[*_~|`>#\-[\]()<]/.test(text[i]!)) {
      found.push(`${text[i]} at ${i}`);
    }
  }
  return found;
}
/** Reads chatText's output left to right as Discord does: escapes, then link code spans, then plain text. */
function parts(text: string): { code: boolean; text: string }[] {
  const found: { code: boolean; text: string }[] = [];
  for (let i = 0; i < text.length; i++) {
    const span = LINK_SPAN.exec(text.slice(i));
    if (span) {
      found.push({ code: true, text: span[1]! });
      i += span[0].length - 1;
    } else {
      if (text[i] === '\\') i++;
      found.push({ code: false, text: text[i] ?? '' });
    }
  }
  return found;
}
/** What the owner reads: escapes taken away (a code span shows its text as it is), and the zero-width space we put after an @. */
const rendered = (text: string) =>
  parts(text)
    .map((p) => p.text)
    .join('')
    .replaceAll('@\u200b', '@');
/** What Discord would make a link of: a scheme and '://' (or www.) anywhere outside a code span. */
const clickable = (text: string) =>
  parts(text)
    .map((p) => (p.code ? ' ' : p.text))
    .join('')
    .match(/[a-z][a-z0-9+.-]*:\/\/\S*|www\.\S+/gi) ?? [];

describe('chatText', () => {
  it('leaves no markdown, no line break, no invisible formatting and no mass mention in any hostile string, and loses no visible character', () => {
    for (const text of HOSTILE) {
      const out = chatText(text);
      expect({ text, unescaped: unescapedMarkdown(out) }).toEqual({ text, unescaped: [] });
      expect(out).not.toMatch(/[\n\r\v\f\u0085\u2028\u2029]/);
      expect(out.replaceAll('@\u200b', '@')).not.toMatch(/\p{Cf}/u);
      expect(out).not.toMatch(/@(everyone|here)/i);
      expect({ text, clickable: clickable(out) }).toEqual({ text, clickable: [] });
      const visible = text
        .replace(/[\s\u0085]+/g, ' ')
        .replace(/[\p{Cf}\u3164\uffa0]/gu, '')
        .replace(/ +/g, ' ')
        .trim();
      expect(rendered(out).replace(/\s+/g, ' ')).toBe(visible);
    }
  });

  it('reads as the shopper wrote it, one line', () => {
    expect(chatText('[click me](https://evil.example)')).toBe('\\[click me\\]\\(`https://evil.example)`');
    expect(chatText('<@&123> **free** @everyone')).toBe('\\<@&123\\> \\*\\*free\\*\\* @\u200beveryone');
    expect(chatText('12 rue X\u2028# Total: 0 DZD')).toBe('12 rue X \\# Total: 0 DZD');
    expect(chatText('Ami\u202ena')).toBe('Amina');
  });

  it('shows a link the shopper typed as inline code, as typed, so the owner cannot click it', () => {
    expect(chatText('Appelez-moi ou voir https://evil.example/pay?x=1_2 merci')).toBe(
      'Appelez\\-moi ou voir `https://evil.example/pay?x=1_2` merci',
    );
    expect(chatText('xhttps://evil.example.')).toBe('`xhttps://evil.example.`');
    expect(chatText('www.evil.example')).toBe('`www.evil.example`');
    // A backtick or an @ ends the span: neither can close it early or make a mention inside it.
    expect(chatText('https://evil.example/`x`')).toBe('`https://evil.example/`\\`x\\`');
    expect(chatText('https://u@evil.example/@here')).toBe('`https://u`@evil.example/@\u200bhere');
    // Blank fillers are dropped: they cannot hide a link from this rule nor make a name look empty.
    expect(chatText('\u3164h\u3164ttps://evil.example\uffa0')).toBe('`https://evil.example`');
    expect(chatText('Cité 5 Juillet, Bt.12')).toBe('Cité 5 Juillet, Bt.12');
  });
});

describe('orderMessage with hostile text in every field it carries', () => {
  const base = () => ({
    flow: 'cart' as const,
    status: 'pending',
    createdAt: '2026-11-22T14:00:00.000Z',
    customerName: 'Amina Benali',
    email: 'amina@example.dz',
    phone: '0551234567',
    address: '12 rue Didouche Mourad',
    notes: 'Call after 18h',
    wilayaCode: '16',
    commune: 'Alger Centre',
    communeAr: 'الجزائر الوسطى',
    deliveryType: 'home' as const,
    subtotal: 3900,
    shippingPrice: 600,
    total: 4500,
    currency: 'DZD',
    number: 10001,
    lines: [
      {
        productId: 'tee',
        variantId: 1,
        name: 'Boxy Oversized Tee',
        size: 'M',
        color: 'Charcoal',
        unitPrice: 3900,
        quantity: 1,
        lineTotal: 3900,
      },
    ],
  });
  type Draft = ReturnType<typeof base>;
  const fields: [string, (o: Draft, text: string) => Draft][] = [
    ['name', (o, t) => ({ ...o, customerName: t })],
    ['email', (o, t) => ({ ...o, email: t })],
    ['address', (o, t) => ({ ...o, address: t })],
    ['commune', (o, t) => ({ ...o, commune: t })],
    ['commune in Arabic', (o, t) => ({ ...o, communeAr: t })],
    ['notes', (o, t) => ({ ...o, notes: t })],
    ['product name', (o, t) => ({ ...o, lines: [{ ...o.lines[0]!, name: t }] })],
    ['size', (o, t) => ({ ...o, lines: [{ ...o.lines[0]!, size: t }] })],
    ['colour', (o, t) => ({ ...o, lines: [{ ...o.lines[0]!, color: t }] })],
  ];
  const wilaya = { code: '16', nameFr: 'Alger' };
  const skeleton = orderMessage(base(), wilaya, 'D.R.P').content;

  it("keeps the message's own lines and markdown only", () => {
    for (const [field, put] of fields) {
      for (const text of HOSTILE.filter(Boolean)) {
        const { content } = orderMessage(put(base(), text), wilaya, 'D.R.P');
        expect({ field, text, lines: content.split('\n').length }).toEqual({ field, text, lines: skeleton.split('\n').length });
        expect({ field, text, markdown: unescapedMarkdown(content).length }).toEqual({
          field,
          text,
          markdown: unescapedMarkdown(skeleton).length,
        });
        expect(content).toContain(chatText(text));
        expect(content).not.toMatch(/@(everyone|here)/i);
      }
    }
    const { content } = orderMessage(base(), { code: '16', nameFr: '**Alger** <@&1>' }, 'D.R.P');
    expect(content).toContain('16 \\*\\*Alger\\*\\* \\<@&1\\>');
  });
});
