import { describe, expect, it } from 'vitest';
import { auditLines } from './audit-changes.ts';

describe('audit lines', () => {
  it('shows only the fields of a section that changed', () => {
    expect(auditLines({ heroText: 'Luxury Streetwear', siteTitle: 'D.R.P' }, { heroText: 'New drop', siteTitle: 'D.R.P' })).toEqual([
      { field: 'heroText', before: 'Luxury Streetwear', after: 'New drop' },
    ]);
  });

  it('shows plain values whole, and a missing one as a dash', () => {
    expect(auditLines({ homePrice: 600, officePrice: 450 }, { homePrice: 650, officePrice: 450 })).toEqual([
      { field: 'homePrice', before: '600', after: '650' },
    ]);
    expect(auditLines(null, 'owner@example.com')).toEqual([{ field: null, before: '—', after: 'owner@example.com' }]);
    expect(auditLines({ a: 1 }, { a: 1, b: [1] })).toEqual([{ field: 'b', before: '—', after: '[1]' }]);
    expect(auditLines(null, { email: 'staff@drp.example' })).toEqual([{ field: 'email', before: '—', after: 'staff@drp.example' }]);
    expect(auditLines({ sessionId: 'a1' }, null)).toEqual([{ field: 'sessionId', before: 'a1', after: '—' }]);
  });
});
