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

// What each character becomes, decided once per distinct character: a catalog's texts use a few
// hundred, and the build folds every product's name and description in each language (two Unicode
// regex tests per character were a third of the 10,000-product build's search work).
const folds = new Map<string, string>();

function foldOf(ch: string): string {
  let out = folds.get(ch);
  if (out === undefined) {
    const code = ch.codePointAt(0)!;
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9);
    if (/\p{M}/u.test(ch) || code === 0x0640)
      out = ''; // marks (accents, harakat, hamza) and tatweel
    else if (block !== undefined) out = String(code - block);
    else if (/[\p{L}\p{N}]/u.test(ch)) out = ARABIC_FOLDS[ch] ?? ch;
    else out = ' ';
    folds.set(ch, out);
  }
  return out;
}

export function normalizeForSearch(text: string): string {
  // NFKD splits أ into ا + hamza above (and é into e + accent), and presentation forms into letters.
  const decomposed = text.normalize('NFKD').toLowerCase();
  let out = '';
  for (const ch of decomposed) out += foldOf(ch);
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
