import { expect, it } from 'vitest';
import { communeIndex, communeKey, findCommune } from './commune-match.ts';

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
