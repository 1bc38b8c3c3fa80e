import { describe, expect, it } from 'vitest';
import { historyLineOf, historyText, parcelLineOf, type HistoryLine } from './history-lines.ts';
import { CUSTOMER_BY } from './workflow.ts';

// Each line the shop writes, with the history row it is written on (kind, author).
const written: { row: { kind: string; by: string }; line: HistoryLine }[] = [
  { row: { kind: 'status', by: 'system' }, line: { kind: 'placed' } },
  { row: { kind: 'restock', by: 'owner@shop.dz' }, line: { kind: 'units_back', units: 3 } },
  { row: { kind: 'restock', by: 'Yalidine' }, line: { kind: 'carrier_return', words: 'Retourné au vendeur' } },
  { row: { kind: 'status', by: CUSTOMER_BY }, line: { kind: 'customer_confirmed' } },
  { row: { kind: 'status', by: CUSTOMER_BY }, line: { kind: 'customer_cancelled', reason: '' } },
  { row: { kind: 'status', by: CUSTOMER_BY }, line: { kind: 'customer_cancelled', reason: 'ordered twice: sorry' } },
  { row: { kind: 'call_request', by: CUSTOMER_BY }, line: { kind: 'customer_call' } },
  { row: { kind: 'line_added', by: CUSTOMER_BY }, line: { kind: 'customer_added', item: 'Cap, Tee (M) · L / Black', unitPrice: 1500 } },
  { row: { kind: 'parcel', by: 'owner@shop.dz' }, line: { kind: 'parcel_created', carrier: 'ZR Express', tracking: '31-QWMPZ3CPHK-ZR' } },
  { row: { kind: 'parcel', by: 'owner@shop.dz' }, line: { kind: 'parcel_cancelled', tracking: 'yal-123ABC' } },
  { row: { kind: 'parcel', by: 'owner@shop.dz' }, line: { kind: 'label_kept', tracking: 'yal-123ABC' } },
  { row: { kind: 'parcel', by: 'owner@shop.dz' }, line: { kind: 'tracking_taken', tracking: 'ECO-9', order: 10042 } },
  { row: { kind: 'parcel', by: 'owner@shop.dz' }, line: { kind: 'tracking_unreadable', tracking: 'a b' } },
  { row: { kind: 'parcel', by: 'owner@shop.dz' }, line: { kind: 'no_tracking' } },
  { row: { kind: 'status', by: 'owner@shop.dz' }, line: { kind: 'text', text: 'Customer asked to wait' } },
];

describe('history lines', () => {
  it('reads back every line the shop writes, with its values', () => {
    for (const { row, line } of written) expect(historyLineOf({ ...row, note: historyText(line) })).toEqual(line);
  });

  it('keeps the English text old rows hold', () => {
    expect(historyText({ kind: 'placed' })).toBe('order placed');
    expect(historyText({ kind: 'units_back', units: 2 })).toBe('2 units back to stock');
    expect(historyText({ kind: 'customer_cancelled', reason: 'too late' })).toBe('cancelled by the customer through her link: too late');
    expect(historyText({ kind: 'parcel_created', carrier: 'Yalidine', tracking: 'yal-1' })).toBe('Parcel created at Yalidine: yal-1');
  });

  it('reads a line only on the rows that can hold it', () => {
    expect(historyLineOf({ kind: 'status', note: '3 units back to stock' })).toEqual({ kind: 'text', text: '3 units back to stock' });
    const her = historyText({ kind: 'customer_confirmed' });
    expect(historyLineOf({ kind: 'status', by: 'owner@shop.dz', note: her })).toEqual({ kind: 'text', text: her });
    expect(historyLineOf({ kind: 'restock', note: 'order placed' })).toEqual({ kind: 'text', text: 'order placed' });
    // An admin's note that reads like the customer's added piece stays the admin's words.
    const added = historyText({ kind: 'customer_added', item: 'Cap', unitPrice: 1500 });
    expect(added).toBe('added by the customer: Cap, 1500');
    expect(historyLineOf({ kind: 'status', by: 'owner@shop.dz', note: added })).toEqual({ kind: 'text', text: added });
    expect(historyLineOf({ kind: 'status', by: CUSTOMER_BY, note: added })).toEqual({ kind: 'text', text: added });
  });

  it("leaves a carrier's own words as they are", () => {
    expect(parcelLineOf('Tentative échouée: client injoignable')).toEqual({ kind: 'text', text: 'Tentative échouée: client injoignable' });
  });
});
