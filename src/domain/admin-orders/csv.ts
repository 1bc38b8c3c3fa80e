// CSV that opens right in Excel (the tool owners use to check a carrier file before importing it):
// UTF-8 with a byte order mark (without it Excel reads Arabic and accents as mojibake), CRLF line ends,
// every field quoted when it holds a separator, a quote or a line break, and a guard against formula
// injection: a cell that starts with = + - @ (or a tab / carriage return) would run as a formula when
// the owner opens the file, so it is prefixed with an apostrophe (OWASP's advice for CSV injection).
export const UTF8_BOM = '\uFEFF';

export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text: numbers stay numbers (a negative number is a value, not a formula), text is guarded. */
export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const NEEDS_QUOTES = /[",;\r\n]/;

export function csvField(value: Cell, separator = ','): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) || text.includes(separator) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, a header line, one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[], separator = ','): string {
  const line = (cells: readonly Cell[]) => cells.map((c) => csvField(c, separator)).join(separator);
  return UTF8_BOM + [header, ...rows].map((cells) => `${line(cells)}\r\n`).join('');
}
