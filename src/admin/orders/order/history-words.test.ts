import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { ordersMessages } from '../messages/index.ts';
import { changeLines, historyBy, historyNote } from './history-words.ts';

describe('an edit in the history', () => {
  it("names each field in the owner's language and shows money and delivery types as words", () => {
    const changes = {
      wilayaCode: ['16', '05'],
      deliveryType: ['home', 'office'],
      shippingPrice: [600, 300],
      notes: ['', 'Après 17h'],
      extra: [1, 2],
    } as Record<string, [unknown, unknown]>;
    expect(changeLines(changes, translator(ordersMessages, 'en'), 'en', 'DZD')).toEqual([
      { field: 'wilayaCode', label: 'Wilaya', before: '16', after: '05' },
      { field: 'deliveryType', label: 'Delivery', before: 'Home', after: 'Stop desk' },
      { field: 'shippingPrice', label: 'Shipping', before: '600\u00a0DZD', after: '300\u00a0DZD' },
      { field: 'notes', label: 'Notes', before: '—', after: 'Après 17h' },
      { field: 'extra', label: 'extra', before: '1', after: '2' },
    ]);
    expect(changeLines({ deliveryType: ['home', 'office'] }, translator(ordersMessages, 'ar'), 'ar', 'DZD')[0]).toMatchObject({
      label: 'التوصيل',
      after: 'إلى المكتب',
    });
    expect(changeLines(null, translator(ordersMessages, 'en'), 'en', 'DZD')).toEqual([]);
  });
});

describe('the notes the server wrote', () => {
  it("read in the owner's language; a note an admin typed stays as written", () => {
    const fr = translator(ordersMessages, 'fr');
    const ar = translator(ordersMessages, 'ar');
    expect(historyNote({ kind: 'status', note: 'order placed' }, fr)).toBe('Commande passée par le client');
    expect(historyNote({ kind: 'restock', note: '3 units back to stock' }, ar)).toBe('عدد القطع: 3');
    expect(historyNote({ kind: 'restock', note: '3 units back to stock' }, translator(ordersMessages, 'en'))).toBe('Units: 3');
    expect(historyNote({ kind: 'status', note: 'Customer asked to wait' }, fr)).toBe('Customer asked to wait');
    expect(historyNote({ kind: 'status', note: '3 units back to stock' }, fr)).toBe('3 units back to stock');
    // A return the carrier reported: its own words, without the server's English (the heading says the units are back).
    expect(historyNote({ kind: 'restock', note: 'Return received by partner: units back to stock' }, ar)).toBe(
      'Return received by partner',
    );
  });
});

describe("the customer's moves through her order link", () => {
  it("read in the owner's language, her cancel's reason as she wrote it, and 'by' names the customer", () => {
    const en = translator(ordersMessages, 'en');
    const fr = translator(ordersMessages, 'fr');
    const ar = translator(ordersMessages, 'ar');
    const by = 'customer';
    expect(historyNote({ kind: 'status', by, note: 'confirmed by the customer through her link' }, en)).toBe(
      'Confirmed by the customer through her link',
    );
    expect(historyNote({ kind: 'status', by, note: 'cancelled by the customer through her link: ordered twice' }, en)).toBe(
      'Cancelled by the customer: ordered twice',
    );
    expect(historyNote({ kind: 'status', by, note: 'cancelled by the customer through her link' }, fr)).toBe(
      'Annulée par le client via son lien',
    );
    expect(historyNote({ kind: 'call_request', by, note: 'the customer asked to be called, through her link' }, ar)).toBe(
      'طلب الزبون أن نتصل به',
    );
    // The piece she added, its price written as the admin writes money (grouped, the shop's currency word).
    const added = { kind: 'line_added', by, note: 'added by the customer: Bucket Hat · M, 12500' };
    expect(historyNote(added, fr, { locale: 'fr', currency: 'DZD' })).toBe(
      'Le client a ajouté Bucket Hat · M (12\u202f500\u00a0DA) par son lien, avant la confirmation',
    );
    expect(historyNote(added, ar, { locale: 'ar', currency: 'DZD' })).toBe(
      'أضاف الزبون Bucket Hat · M (12\u202f500\u00a0د.ج) عبر رابطه، قبل التأكيد',
    );
    // The same words typed by an admin are the admin's note.
    expect(historyNote({ kind: 'status', by: 'owner@shop.dz', note: 'confirmed by the customer through her link' }, en)).toBe(
      'confirmed by the customer through her link',
    );
    expect(historyBy(by, fr)).toBe('le client');
    expect(historyBy('owner@shop.dz', fr)).toBe('owner@shop.dz');
  });

  it("names the shop's own steps ('system', the column's default) in the owner's language, never the English word", () => {
    const [en, fr, ar] = (['en', 'fr', 'ar'] as const).map((locale) => translator(ordersMessages, locale));
    expect(historyBy('system', ar!)).toBe('المتجر تلقائيًا');
    expect(historyBy('system', fr!)).toBe('la boutique, automatiquement');
    expect(historyBy('system', en!)).toBe('the shop, automatically');
    expect(historyBy('Yalidine', ar!)).toBe('Yalidine');
  });
});
