// Invisible characters that change how text reads: Unicode format characters (category Cf: the
// right-to-left override that makes "gpj.exe" read "exe.jpg", isolates, zero-width spaces, the BOM,
// soft hyphens, tag characters) and the line breaks that are not a newline (U+2028, U+2029, U+0085),
// which a chat or a carrier's label may break a line on. Nobody types them in a name or an address;
// the order refuses them there and the forms drop them as they are typed or pasted.
//
// The zero-width non-joiner and joiner (U+200C, U+200D) are kept between two visible characters:
// Persian, Kurdish and Urdu keyboards type the non-joiner inside words (Arabic names written by
// them carry it), the joiner holds emoji sequences together (👩‍💻), and inside a word neither can
// hide, reorder or break anything. Alone, at an edge or next to a space they only hide, so they go.
const VISIBLE = String.raw`[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}]`;
const HIDDEN = new RegExp(
  String.raw`[\u2028\u2029\u0085]|(?![\u200c\u200d])\p{Cf}|(?<!${VISIBLE})[\u200c\u200d]|[\u200c\u200d](?!${VISIBLE})`,
  'gu',
);

export const hasHiddenFormatting = (text: string): boolean => text.search(HIDDEN) !== -1;

/** The text without what hasHiddenFormatting refuses (one pass is enough: nothing visible is removed). */
export const withoutHiddenFormatting = (text: string): string => text.replace(HIDDEN, '');
