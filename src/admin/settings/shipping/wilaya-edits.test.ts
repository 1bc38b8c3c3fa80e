import { describe, expect, it } from 'vitest';
import { changesOf, editPrice, matchesFilter, raiseAll, setPriceFor, type WilayaPrices } from './wilaya-edits.ts';

const rows: WilayaPrices[] = [
  { code: '05', nameFr: 'Batna', nameAr: 'باتنة', homePrice: 500, officePrice: 300 },
  { code: '06', nameFr: 'Béjaïa', nameAr: 'بجاية', homePrice: 600, officePrice: 400 },
  { code: '16', nameFr: 'Alger', nameAr: 'الجزائر', homePrice: 600, officePrice: 450 },
  { code: '33', nameFr: 'Illizi', nameAr: 'إليزي', homePrice: 0, officePrice: 0 },
];

describe('wilaya price edits', () => {
  it('sends only the wilayas whose numbers changed', () => {
    let edits = editPrice({}, rows[2]!, 'home', '650');
    edits = editPrice(edits, rows[0]!, 'office', '300'); // typed back to what it was
    expect(changesOf(rows, edits)).toEqual({ changes: [{ code: '16', homePrice: 650, officePrice: 450 }], invalid: [] });
  });

  it('reports a price that is not a whole number of dinars instead of sending it', () => {
    const edits = editPrice(editPrice({}, rows[0]!, 'home', '5o0'), rows[1]!, 'office', '-1');
    expect(changesOf(rows, edits)).toEqual({ changes: [], invalid: ['05', '06'] });
  });

  it('sets one price for the selected wilayas, home, office or both', () => {
    const homeOnly = setPriceFor({}, rows, new Set(['05', '16']), 'home', 700);
    expect(changesOf(rows, homeOnly).changes).toEqual([
      { code: '05', homePrice: 700, officePrice: 300 },
      { code: '16', homePrice: 700, officePrice: 450 },
    ]);
    const both = setPriceFor({}, rows, new Set(['33']), 'both', 0);
    expect(changesOf(rows, both).changes).toEqual([]);
    const offer = setPriceFor({}, rows, new Set(['33']), 'both', 1500);
    expect(changesOf(rows, offer).changes).toEqual([{ code: '33', homePrice: 1500, officePrice: 1500 }]);
  });

  it('raises every offered price and leaves the not-offered ones at 0', () => {
    const raised = raiseAll({}, rows, 100);
    expect(changesOf(rows, raised).changes).toEqual([
      { code: '05', homePrice: 600, officePrice: 400 },
      { code: '06', homePrice: 700, officePrice: 500 },
      { code: '16', homePrice: 700, officePrice: 550 },
    ]);
    expect(changesOf(rows, raiseAll({}, rows, -450)).changes[0]).toEqual({ code: '05', homePrice: 50, officePrice: 0 });
  });

  it('finds a wilaya by number or by either name, accents aside', () => {
    expect(rows.filter((r) => matchesFilter(r, 'bejaia')).map((r) => r.code)).toEqual(['06']);
    expect(rows.filter((r) => matchesFilter(r, '5')).map((r) => r.code)).toEqual(['05']);
    expect(rows.filter((r) => matchesFilter(r, 'الجزائر')).map((r) => r.code)).toEqual(['16']);
    expect(rows.filter((r) => matchesFilter(r, '  ')).length).toBe(4);
  });
});
