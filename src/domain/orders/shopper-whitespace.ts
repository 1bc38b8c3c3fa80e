// Whitespace in what a shopper types, folded before it is kept: a tab, a line break, a no-break space
// or a run of spaces inside a name ("Ali\tBen") would otherwise be stored as typed, and then split the
// owner's chat line, a carrier's label or its CSV cell where nobody expects it. Folded, not refused:
// they come from pasting, and nobody means them.
//   - oneLine (name, address, commune, a cancel reason): every run of spaces, tabs, line breaks and
//     Unicode spaces (no-break, thin, ideographic…) becomes one space, and the ends are trimmed;
//   - foldedLines (the order's notes): the same inside each line, line breaks kept (at most one blank
//     line in a row), CR LF read as one break.
// Only ASCII whitespace and Unicode's space separators (Zs) are folded. The other invisible characters
// stay for the refusals that name them: the line and paragraph separators (U+2028, U+2029, U+0085) and
// the BOM are hidden formatting (hidden-formatting.ts), the vertical tab and form feed control
// characters (order-request.ts). Pure: no I/O.

const SPACES = /[\t\n\r \p{Zs}]+/gu;
const SPACES_IN_LINE = /[\t \p{Zs}]+/gu;

export const oneLine = (text: string): string => text.replace(SPACES, ' ').trim();

export const foldedLines = (text: string): string =>
  text
    .split(/\r\n|[\n\r]/)
    .map((line) => line.replace(SPACES_IN_LINE, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
