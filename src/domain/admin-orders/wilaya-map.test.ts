import { describe, expect, it } from 'vitest';
import { drawnWilayaOf, mapAreas, PARENT_1984, refusalStep, type WilayaRefusalCounts } from './wilaya-map.ts';

const row = (wilaya: string, in2026: string, delivered: number, returned: number): WilayaRefusalCounts => ({
  wilayaCode: wilaya,
  nameFr: `W${wilaya}`,
  nameAr: `و${wilaya}`,
  wilaya2026Code: in2026,
  name2026Fr: `W${in2026}`,
  name2026Ar: `و${in2026}`,
  delivered,
  returned,
});
const names = (code: string) => ({ nameFr: `W${code}`, nameAr: `و${code}` });

describe('the map of refusals', () => {
  it('draws each of the ten 2019 wilayas inside the 1984 wilaya it came from', () => {
    expect(Object.keys(PARENT_1984)).toEqual(['49', '50', '51', '52', '53', '54', '55', '56', '57', '58']);
    expect(Object.values(PARENT_1984).every((code) => Number(code) <= 48)).toBe(true);
    expect(drawnWilayaOf('53')).toBe('11');
    expect(drawnWilayaOf('16')).toBe('16');
  });

  it('sums a drawn wilaya with the new wilayas inside it, and lists those with their own figures', () => {
    const areas = mapAreas(
      [
        row('11', '11', 6, 2),
        row('53', '53', 1, 1),
        row('54', '54', 0, 2),
        row('05', '05', 8, 1),
        row('05', '60', 2, 2),
        row('16', '16', 3, 0),
      ],
      names,
    );
    expect(areas.map((a) => [a.code, a.delivered, a.returned])).toEqual([
      ['05', 10, 3],
      ['11', 7, 5],
      ['16', 3, 0],
    ]);
    const tamanrasset = areas[1]!;
    expect(tamanrasset).toMatchObject({ nameFr: 'W11', refusalRate: 5 / 12, enoughToJudge: true });
    expect(tamanrasset.inside.map((w) => [w.code, w.since, w.delivered, w.returned, w.refusalRate])).toEqual([
      ['53', 2019, 1, 1, 0.5],
      ['54', 2019, 0, 2, 1],
    ]);
    expect(areas[0]!.inside.map((w) => [w.code, w.since, w.returned])).toEqual([['60', 2026, 2]]);
    expect(areas[2]).toMatchObject({ refusalRate: 0, enoughToJudge: false, inside: [] });
  });

  it('names a drawn wilaya whose parcels all came from a new wilaya inside it', () => {
    const [adrar] = mapAreas([row('49', '49', 1, 0)], names);
    expect(adrar).toMatchObject({ code: '01', nameFr: 'W01', delivered: 1 });
  });

  it('colours by refusal rate in five steps, grey under too few, none without parcels', () => {
    const step = (rate: number) => refusalStep({ refusalRate: rate, enoughToJudge: true });
    expect([0, 0.099, 0.1, 0.25, 0.35, 0.4, 1].map(step)).toEqual([0, 0, 1, 2, 3, 4, 4]);
    expect(refusalStep({ refusalRate: 0.9, enoughToJudge: false })).toBe('few');
    expect(refusalStep({ refusalRate: null, enoughToJudge: false })).toBe('none');
    expect(refusalStep(undefined)).toBe('none');
  });
});
