// Invisible characters that change how text reads: Unicode format characters (category Cf: the
// right-to-left override that makes "gpj.exe" read "exe.jpg", isolates, zero-width spaces, the BOM,
// soft hyphens, tag characters) and the line breaks that are not a newline (U+2028, U+2029, U+0085),
// which a chat or a carrier's label may break a line on. Nobody types them in a name or an address;
// the order refuses them there and the forms drop them as they are typed or pasted.
//
// The same goes for the blank fillers that are letters or marks to Unicode, not format characters, so
// that a name made of them looks empty yet is not: the Hangul fillers (U+3164, U+115F, U+1160,
// U+FFA0), the combining grapheme joiner (U+034F), the Khmer inherent vowels (U+17B4, U+17B5), the
// braille blank (U+2800) and every other "default ignorable" code point (Unicode's own list of what
// renders as nothing).
//
// The zero-width non-joiner and joiner (U+200C, U+200D) are kept between two visible characters:
// Persian, Kurdish and Urdu keyboards type the non-joiner inside words (Arabic names written by
// them carry it), the joiner holds emoji sequences together (👩‍💻), and inside a word neither can
// hide, reorder or break anything. Alone, at an edge or next to a space they only hide, so they go.
// A variation selector is kept right after a character it can vary: U+FE0E/U+FE0F after an emoji
// (U+FE0F makes ❤ the red ❤️, 1 and U+20E3 the keycap 1️⃣), the ideographic ones after a CJK
// ideograph. Anywhere else (after a letter, after another selector) it only hides, so it goes.
const VISIBLE = String.raw`[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}]`;
const JOINERS = String.raw`[\u200c\u200d]`;
const EMOJI_SELECTORS = String.raw`[\ufe0e\ufe0f]`;
const IDEOGRAPH_SELECTORS = String.raw`[\u{e0100}-\u{e01ef}]`;
// Built on first use, not when a form's code loads: building its Unicode property classes took
// 8-18 ms under Lighthouse's 4x CPU slowdown (measured in Chromium), which the page's start need not pay.
let hidden: RegExp | undefined;
const HIDDEN = () =>
  (hidden ??= new RegExp(
    [
      String.raw`[\u2028\u2029\u0085]`,
      String.raw`(?!${JOINERS})\p{Cf}`,
      `(?<!${VISIBLE})${JOINERS}`,
      `${JOINERS}(?!${VISIBLE})`,
      String.raw`(?!${JOINERS}|${EMOJI_SELECTORS}|${IDEOGRAPH_SELECTORS})[\p{Default_Ignorable_Code_Point}\u2800]`,
      String.raw`(?<!\p{Emoji})${EMOJI_SELECTORS}`,
      String.raw`(?<!\p{Ideographic})${IDEOGRAPH_SELECTORS}`,
    ].join('|'),
    'gu',
  ));

export const hasHiddenFormatting = (text: string): boolean => text.search(HIDDEN()) !== -1;

/**
 * The text without what hasHiddenFormatting refuses. Nothing visible is removed; a joiner or selector
 * that stood after a removed filler ('\u3164\u200dA') is hidden only once the filler is gone, so the
 * removal runs until nothing changes (each run removes at least one character).
 */
export function withoutHiddenFormatting(text: string): string {
  for (let next = text.replace(HIDDEN(), ''); next !== text; next = text.replace(HIDDEN(), '')) text = next;
  return text;
}
