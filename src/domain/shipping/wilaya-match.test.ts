import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sortWilayasByName, type Wilaya } from './delivery.ts';
import { searchWilayas, wilayaIndex, wilayaNamed } from './wilaya-match.ts';

// The shop's 69 wilayas as the data migration writes them (code, French, Arabic, carrier wilaya).
const migration = readFileSync(new URL('../../../supabase/migrations/20261126010200_wilayas_2026_data.sql', import.meta.url), 'utf8');
const ALL: Wilaya[] = [...migration.matchAll(/^\('(\d\d)', '((?:[^']|'')+)', '([^']+)', '(\d\d)'\)/gm)].map(
  ([, code, fr, ar, carrier]) => ({
    code: code!,
    nameFr: fr!.replaceAll("''", "'"),
    nameAr: ar!,
    homePrice: 500,
    officePrice: 300,
    ...(carrier !== code ? { carrierCode: carrier! } : {}),
  }),
);
const byFrench = wilayaIndex(sortWilayasByName(ALL, 'fr'));
const byArabic = wilayaIndex(sortWilayasByName(ALL, 'ar'));
const codes = (typed: string, index = byFrench) => searchWilayas(index, typed).map((w) => w.code);

it('reads the 69 wilayas, 11 of them new', () => {
  expect(ALL).toHaveLength(69);
  expect(ALL.filter((w) => w.carrierCode)).toHaveLength(11);
});

describe('a wilaya found by its name', () => {
  it('finds Aflou first by its Arabic name however the alef is written, and by its French name in any case', () => {
    for (const typed of ['آفلو', 'أفلو', 'افلو', 'إفلو', 'أَفْلُو', 'افـــلو', 'Aflou', 'aflou', 'AFLOU', ' aflou ', 'afl'])
      expect(codes(typed)[0], typed).toBe('59');
    expect(codes('آفلو', byArabic)[0]).toBe('59');
  });

  it('ignores accents and finds a word inside a name: "arreridj" finds Bordj Bou Arréridj', () => {
    expect(codes('arreridj')).toEqual(['34']);
    expect(codes('Arréridj')).toEqual(['34']);
    expect(codes('bejaia')).toEqual(['06']);
    expect(codes('setif')).toEqual(['19']);
    expect(codes('naama')).toEqual(['45']);
    expect(codes('GHARDAIA')).toEqual(['47']);
  });

  it('folds the Arabic letter forms: taa marbuta, alef maqsura, hamza seats', () => {
    expect(codes('باتنه')[0]).toBe('05');
    expect(codes('عين الدفلي')).toEqual(['44']);
    expect(codes('بير العاتر')).toEqual(['62']);
    expect(codes('سطيف')).toEqual(['19']);
  });

  it('finds a name without its Arabic article, or written without its spaces or apostrophe', () => {
    expect(codes('اغواط')[0]).toBe('03');
    expect(codes('msila')[0]).toBe('28');
    expect(codes('bousaada')[0]).toBe('68');
    expect(codes('Bou Saada')[0]).toBe('68');
    expect(codes('بوعريريج')).toEqual(['34']);
  });

  it('finds a wilaya by its English name where it is not the French one', () => {
    expect(codes('Algiers')).toEqual(['16']);
    expect(codes('algi')[0]).toBe('16');
    expect(codes('El Taref')).toEqual(['36']);
  });

  it('typing the parent wilaya shows it first, then the new wilayas split from it, then the others', () => {
    expect(codes('Laghouat')).toEqual(['03', '59']);
    expect(codes('الأغواط', byArabic)).toEqual(['03', '59']);
    expect(codes('Djelfa')).toEqual(['17', '65', '66']);
    // A new wilaya matching by its own name keeps its own place: Barika starts with "bar", Batna does not.
    expect(codes('bar')).toEqual(['60']);
    expect(codes('Batna')).toEqual(['05', '60']);
  });

  it('ranks a whole name, then the start of a name, then the start of a word, then anywhere, then through the parent', () => {
    const found = codes('el');
    // Starting a name, in the list's (French) order.
    expect(found.slice(0, 8)).toEqual(['69', '63', '32', '61', '57', '58', '39', '36']);
    // Starting a word: Bir El Ater, Ksar El Boukhari, Oum El Bouaghi.
    expect(found.slice(8, 11)).toEqual(['62', '67', '04']);
    // Inside a word (Djelfa, Guelma, Sidi Bel Abbès...), then Djelfa's two new wilayas through it.
    expect(found.slice(11, -2)).toEqual(expect.arrayContaining(['17', '24', '22']));
    expect(found.slice(-2)).toEqual(['65', '66']);
    expect(codes('oued')).toEqual(['39']);
    expect(codes('sidi')).toEqual(['22', '69']);
  });

  it('finds nothing for what names no wilaya', () => {
    expect(codes('Atlantis')).toEqual([]);
    expect(codes('70')).toEqual([]);
    expect(codes('aflou 03')).toEqual([]);
  });

  it('gives every wilaya for a blank query, in the list order', () => {
    expect(codes('')).toEqual(byFrench.map((e) => e.wilaya.code));
    expect(codes('  -  ')).toHaveLength(69);
  });
});

describe('a wilaya found by its number', () => {
  it('puts the number itself first, then those that start with it', () => {
    expect(codes('59')).toEqual(['59']);
    expect(codes('5')).toEqual(['05', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59']);
    expect(codes('05')).toEqual(['05']);
    expect(codes('٥٩')).toEqual(['59']);
    expect(codes('0')).toHaveLength(9);
  });

  it('takes the number and a name together', () => {
    expect(codes('59 aflou')).toEqual(['59']);
    expect(codes('16 alger')).toEqual(['16']);
  });
});

describe('the wilaya a text names outright (a field left without a pick)', () => {
  it('is the one whose number or whole name was typed', () => {
    expect(wilayaNamed(byFrench, '59')?.code).toBe('59');
    expect(wilayaNamed(byFrench, '5')?.code).toBe('05');
    expect(wilayaNamed(byFrench, 'aflou')?.code).toBe('59');
    expect(wilayaNamed(byFrench, 'آفلو')?.code).toBe('59');
    expect(wilayaNamed(byFrench, 'algiers')?.code).toBe('16');
  });

  it('is none for a part of a name, a parent-only match or nothing', () => {
    for (const typed of ['afl', 'Bordj', '', 'Atlantis', '70']) expect(wilayaNamed(byFrench, typed), typed).toBeUndefined();
  });
});

describe('every wilaya of the 69', () => {
  it('comes first for its number, its French name and its Arabic name, on French and Arabic pages', () => {
    for (const w of ALL)
      for (const index of [byFrench, byArabic]) {
        expect(searchWilayas(index, w.code)[0], w.code).toBe(w);
        expect(searchWilayas(index, w.nameFr)[0], w.nameFr).toBe(w);
        expect(searchWilayas(index, w.nameAr)[0], w.nameAr).toBe(w);
        expect(wilayaNamed(index, w.nameFr), w.nameFr).toBe(w);
      }
  });
});
