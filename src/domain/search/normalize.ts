// Folds text so that a shopper's spelling finds the shop's: case, Latin accents (é → e), and the
// Arabic variants people type interchangeably (أ إ آ ٱ → ا, ة → ه, ى → ي, hamza carriers ؤ ئ,
// harakat and tatweel dropped). Punctuation becomes a space, so "t-shirt" is "t shirt".
const ARABIC_FOLDS: Record<string, string> = {
  '\u0629': '\u0647', // taa marbuta → haa
  '\u0649': '\u064a', // alef maqsura → yaa
  '\u0671': '\u0627', // alef wasla → alef
  '\u06cc': '\u064a', // Farsi yeh → yaa
  '\u06a9': '\u0643', // keheh → kaf
};
// Arabic-Indic and extended digits read as 0-9, so "٣٥٠٠" finds 3500.
const DIGIT_BLOCKS = [0x0660, 0x06f0];

export function normalizeForSearch(text: string): string {
  // NFKD splits أ into ا + hamza above (and é into e + accent), and presentation forms into letters.
  const decomposed = text.normalize('NFKD').toLowerCase();
  let out = '';
  for (const ch of decomposed) {
    const code = ch.codePointAt(0)!;
    if (/\p{M}/u.test(ch) || code === 0x0640) continue; // marks (accents, harakat, hamza) and tatweel
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9);
    if (block !== undefined) out += String(code - block);
    else if (/[\p{L}\p{N}]/u.test(ch)) out += ARABIC_FOLDS[ch] ?? ch;
    else out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The words of a query, folded; empty when the query has nothing to look for. */
export function searchTerms(query: string): string[] {
  const folded = normalizeForSearch(query);
  return folded ? folded.split(' ') : [];
}

/** The distinct folded words of a text, in order: what a product is found by. */
export function searchWords(text: string): string[] {
  return [...new Set(searchTerms(text))];
}
