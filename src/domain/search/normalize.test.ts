import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchTerms, searchWords } from './normalize.ts';

describe('normalizeForSearch', () => {
  it('ignores case and Latin accents', () => {
    expect(normalizeForSearch('Café CRÈME Über')).toBe('cafe creme uber');
  });

  it('folds the alef forms to a bare alef', () => {
    for (const word of ['أطلس', 'إطلس', 'آطلس', 'اطلس', 'ٱطلس']) expect(normalizeForSearch(word)).toBe('اطلس');
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expect(normalizeForSearch('القصبة')).toBe(normalizeForSearch('القصبه'));
    expect(normalizeForSearch('مصطفى')).toBe(normalizeForSearch('مصطفي'));
  });

  it('drops harakat, shadda and tatweel', () => {
    expect(normalizeForSearch('القَصَبَةُ')).toBe('القصبه');
    expect(normalizeForSearch('قمـــيص')).toBe('قميص');
    expect(normalizeForSearch('مُحَمَّد')).toBe('محمد');
  });

  it('reads hamza on waw and yaa as the bare letter', () => {
    expect(normalizeForSearch('مؤسسة')).toBe('موسسه');
    expect(normalizeForSearch('جزائر')).toBe('جزاير');
  });

  it('reads Arabic-Indic digits as 0-9 and punctuation as spaces', () => {
    expect(normalizeForSearch('٣٥٠٠ د.ج')).toBe('3500 د ج');
    expect(normalizeForSearch('  T-Shirt,  (Black) ')).toBe('t shirt black');
  });
});

describe('searchTerms and searchWords', () => {
  it('split a query into folded words and nothing for a blank one', () => {
    expect(searchTerms('  Heavy   HOODIE ')).toEqual(['heavy', 'hoodie']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('!!')).toEqual([]);
  });

  it('keep each word of a text once, in order', () => {
    expect(searchWords('Black tee, black print')).toEqual(['black', 'tee', 'print']);
  });
});
