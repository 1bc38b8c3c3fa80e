import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../domain/search/normalize.ts';
import { foldForEarlyResults } from './early-results.inline.ts';

describe("the search page's head script folds a query as the search does", () => {
  it('agrees with normalizeForSearch on Latin, accents, Arabic variants, digits and punctuation', () => {
    const texts = [
      'Essential  Heavyweight-Tee',
      'CAFÉ crème',
      'أطلس هودي',
      'إِسْلَام مكتبة',
      'ٱلقصبة ى ی ک',
      '٣٥٠٠ and ۱۲',
      'ﻫﻮﺩﻱ',
      'hoo—die!?',
      '  ',
      'Ｔｅｅ',
      'مـــكتبة',
    ];
    for (const text of texts) expect(foldForEarlyResults(text), text).toBe(normalizeForSearch(text));
  });
});
