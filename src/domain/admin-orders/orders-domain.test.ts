import { describe, expect, it } from 'vitest';
import { canMove, fromStatusesOf, NEXT_STATUSES, ORDER_STATUSES, refusedMoveMessage } from '../orders/workflow.ts';
import { looksLikeTest, signalsOf } from './signals.ts';
import { decodeCursor, encodeCursor, orderListQuerySchema, queryObject, searchTermsOf } from './order-list.ts';
import { callBodySchema } from './calls.ts';
import { orderEditBodySchema } from './order-edit.ts';

describe('the workflow', () => {
  it("allows exactly the issue's moves", () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual([
      'confirmed>cancelled',
      'confirmed>shipped',
      'pending>cancelled',
      'pending>confirmed',
      'shipped>delivered',
      'shipped>returned',
    ]);
    expect(fromStatusesOf('cancelled')).toEqual(['pending', 'confirmed']);
    expect(NEXT_STATUSES.delivered).toEqual([]);
  });
  it('words a refused move with where the order is and what it can become', () => {
    expect(refusedMoveMessage('shipped', 'confirmed')).toBe(
      'This order is shipped: it cannot become confirmed; it can become delivered or returned.',
    );
    expect(refusedMoveMessage('cancelled', 'cancelled')).toBe('This order is already cancelled.');
  });
});

describe('signals', () => {
  it('a name or address that looks like a test', () => {
    for (const text of ['test', 'Test order', 'TEST TEST', 'aaaa', 'xxxxxxx', '....', '1111', 'essai', 'طلب تجربة'])
      expect(looksLikeTest(text), text).toBe(true);
    for (const text of ['Amina Benali', 'Cité 5 Juillet, bloc A', 'Testouri Karim', 'aa b', 'محمد', 'a'])
      expect(looksLikeTest(text), text).toBe(false);
  });
  it("only on pending orders, from the phone's record", () => {
    const customer = { orders: 3, pending: 2, delivered: 0, cancelled: 1, returned: 1 };
    expect(signalsOf({ status: 'pending', customerName: 'test', address: 'Rue 1', customer, blacklisted: true })).toEqual([
      'otherPending',
      'pastReturns',
      'pastCancellations',
      'looksLikeTest',
      'blacklisted',
    ]);
    expect(signalsOf({ status: 'confirmed', customerName: 'test', address: 'Rue 1', customer, blacklisted: true })).toEqual([]);
    expect(
      signalsOf({
        status: 'pending',
        customerName: 'Amina',
        address: 'Rue 1',
        customer: { ...customer, pending: 1, cancelled: 0, returned: 0 },
        blacklisted: false,
      }),
    ).toEqual([]);
  });
});

describe('the list query', () => {
  it('reads the search box as a number, a phone, the start of a phone or words of a name', () => {
    expect(searchTermsOf('10023')).toEqual({ number: 10023, words: [] });
    expect(searchTermsOf('#10023')).toEqual({ number: 10023, words: [] });
    expect(searchTermsOf('0555 12 34 56')).toEqual({ phone: '0555123456', words: [] });
    expect(searchTermsOf('+213 661 22 33 44')).toEqual({ phone: '0661223344', words: [] });
    expect(searchTermsOf('0555 12')).toEqual({ number: 55512, phonePrefix: '055512', words: [] });
    expect(searchTermsOf('Amina  BEN')).toEqual({ words: ['amina', 'ben'] });
    expect(searchTermsOf('محمد')).toEqual({ words: ['محمد'] });
    expect(searchTermsOf("'; drop table orders; --")).toEqual({ words: ['drop', 'table', 'orders'] });
    expect(searchTermsOf('  ')).toBeUndefined();
    expect(searchTermsOf('!!!')).toBeUndefined();
  });
  it("keeps the cursor's microseconds", () => {
    const cursor = { createdAt: '2026-11-23T10:00:00.123456Z', number: 10042 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(orderListQuerySchema.safeParse({ cursor: encodeCursor(cursor) }).success).toBe(true);
  });
  it('reads the query string, refusing a repeated name and a reversed range', () => {
    expect(queryObject(new URLSearchParams('status=pending&q=&limit=20'))).toEqual({ status: 'pending', limit: '20' });
    expect(orderListQuerySchema.safeParse(queryObject(new URLSearchParams('limit=20'))).data).toEqual({ limit: 20 });
    expect(orderListQuerySchema.safeParse(queryObject(new URLSearchParams('status=pending&status=shipped'))).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'dateRangeReversed',
    });
    expect(orderListQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ from: '2028-02-29' }).success).toBe(true);
  });
});

describe('the forms', () => {
  it('a postponed call needs its time, and only a postponed call has one', () => {
    expect(callBodySchema.safeParse({ outcome: 'postponed', postponedUntil: '2026-11-24T19:30' }).success).toBe(true);
    expect(callBodySchema.safeParse({ outcome: 'postponed' }).error?.issues[0]).toMatchObject({
      path: ['postponedUntil'],
      message: 'required',
    });
    expect(callBodySchema.safeParse({ outcome: 'busy', postponedUntil: '2026-11-24T19:30' }).success).toBe(false);
    expect(callBodySchema.parse({ outcome: 'busy' })).toEqual({ outcome: 'busy', note: '' });
  });
  it('an edit stores the phone one way and refuses hidden formatting', () => {
    const good = {
      customerName: ' Amina ',
      phone: '0555 12 34 56',
      address: 'Rue 1',
      wilayaCode: '16',
      commune: 'Alger Centre',
      deliveryType: 'home',
      notes: '',
      updatedAt: '2026-11-23T10:00:00.123456Z',
    };
    expect(orderEditBodySchema.parse(good)).toMatchObject({ customerName: 'Amina', phone: '0555123456' });
    expect(orderEditBodySchema.safeParse({ ...good, customerName: 'Ali\u202eilA' }).error?.issues[0]).toMatchObject({
      path: ['customerName'],
      message: 'plainTextOnly',
    });
    expect(orderEditBodySchema.safeParse({ ...good, phone: '0212345678' }).error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'invalidPhone',
    });
  });
});
