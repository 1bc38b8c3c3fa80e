import { expect, it } from 'vitest';
import { communeIndex, communeKey, communeSearchIndex, findCommune, searchCommunes } from './commune-match.ts';

const alger = [
  { nameFr: 'Alger Centre', nameAr: 'الجزائر الوسطى' },
  { nameFr: 'Bab Ezzouar', nameAr: 'باب الزوار' },
  { nameFr: 'El Biar', nameAr: 'الأبيار' },
  { nameFr: 'Aïn Bénian', nameAr: 'عين البنيان' },
];

it('finds a commune by its French or Arabic name, however the shopper wrote case, accents, hamza and spaces', () => {
  for (const typed of ['Bab Ezzouar', 'bab ezzouar', '  BAB   EZZOUAR ', 'Bab-Ezzouar', 'باب الزوار', 'باب  الزوار']) {
    expect(findCommune(alger, typed)?.nameFr, typed).toBe('Bab Ezzouar');
  }
  for (const typed of ['Ain Benian', 'aïn bénian', 'عين البنيان']) expect(findCommune(alger, typed)?.nameFr, typed).toBe('Aïn Bénian');
  expect(findCommune(alger, 'الابيار')?.nameFr).toBe('El Biar');
  // The order function's index finds the same.
  const index = communeIndex(alger);
  for (const typed of ['bab ezzouar', 'باب الزوار', 'Ain Benian', 'الابيار'])
    expect(index.get(communeKey(typed)), typed).toBe(findCommune(alger, typed));
});

it("names no commune for a part of a name, another wilaya's commune, or nothing", () => {
  for (const typed of ['Bab', 'Ezzouar', 'Alger', 'Batna', 'Bab Ezzouar 2', '', '  ', '--'])
    expect(findCommune(alger, typed), typed).toBeUndefined();
});

it('lists the communes a shopper may mean as she types: start of a name first, then a word, then anywhere', () => {
  const index = communeSearchIndex([
    ...alger,
    { nameFr: 'Bordj El Bahri', nameAr: 'برج البحري' },
    { nameFr: 'Bab El Oued', nameAr: 'باب الواد' },
  ]);
  const names = (typed: string) => searchCommunes(index, typed).map((c) => c.nameFr);
  expect(names('bab')).toEqual(['Bab Ezzouar', 'Bab El Oued']);
  expect(names('oued')).toEqual(['Bab El Oued']);
  expect(names('el')).toEqual(['El Biar', 'Bordj El Bahri', 'Bab El Oued']);
  expect(names('ahri')).toEqual(['Bordj El Bahri']);
  expect(names('benian')).toEqual(['Aïn Bénian']);
  expect(names('ابيار')).toEqual(['El Biar']);
  expect(names('الزوار')).toEqual(['Bab Ezzouar']);
  expect(names('babezzouar')).toEqual(['Bab Ezzouar']);
  expect(names('Atlantis')).toEqual([]);
  expect(names('')).toHaveLength(6);
});
