import { describe, expect, it } from 'vitest';
import { queryObject, orderListQuerySchema } from '../../../domain/admin-orders/order-list.ts';
import { activeFilterCount, listQuery, NO_FILTERS } from './list-filters.ts';

describe('the list query', () => {
  it('sends only the filters that are set, with the cursor of the next page', () => {
    expect(listQuery(NO_FILTERS)).toBe('status=pending');
    expect(listQuery({ ...NO_FILTERS, status: '', q: '  0555 12 ' })).toBe('q=0555+12');
    const query = listQuery(
      { status: 'confirmed', wilaya: '16', flow: 'buy_now', from: '2026-11-01', to: '2026-11-23', q: 'Amina' },
      '2026-11-23T10:00:00.000Z_10042',
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      status: 'confirmed',
      wilaya: '16',
      flow: 'buy_now',
      from: '2026-11-01',
      to: '2026-11-23',
      q: 'Amina',
      cursor: '2026-11-23T10:00:00.000Z_10042',
    });
  });

  it("is a query the function's own schema accepts", () => {
    const query = listQuery(
      { status: 'shipped', wilaya: '05', flow: 'cart', from: '2026-11-01', to: '2026-11-02', q: '#10042' },
      '2026-11-23T10:00:00.000Z_10042',
    );
    expect(orderListQuerySchema.safeParse(queryObject(new URLSearchParams(query))).success).toBe(true);
  });

  it('counts the filters under the search box', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, wilaya: '16', to: '2026-11-02', q: 'x' })).toBe(2);
  });
});
