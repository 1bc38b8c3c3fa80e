// The shop's one CSV writer and reader. The writer (the carrier files, the catalog export, the
// benchmarks' synthetic catalog) writes files that open right in Excel, the
// tool owners use to check a file before importing it elsewhere. UTF-8 with a byte order mark (without
// it Excel reads Arabic and accents as mojibake), CRLF line ends, a field quoted when it holds a
// separator, a quote, a line break or blanks at an end, and a guard against formula injection (CSV
// injection, OWASP): no text may reach a spreadsheet as a cell that starts with = + - @.
//
// Quoting alone does not protect: Excel splits a double-clicked .csv on the list separator of the PC's
// locale, ';' in French and Arabic (the default on Algerian PCs), ',' in English, whatever the file
// was written with; and a row cut there loses its quotes' meaning, so a line break inside a quoted field
// starts a new row. So every place a cell can start is guarded: the text's start and every point after
// a ',' ';' tab or line break (blanks and quotes skipped), where a formula start gets an apostrophe
// before it (which Excel shows as text, and hides at the start of a cell).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export const UTF8_BOM = '\uFEFF';

export type Cell = string | number | boolean | null | undefined;

// = + - @ and their full-width forms, which Apple Numbers folds into the ASCII ones.
const FORMULA_START = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
// A place a cell can start, then blanks or quotes, then (apostrophes and) a formula start. The
// apostrophes already there are counted in, so that the guard is undone exactly (unguardFormulas).
const GUARD_AT = new RegExp(`(^|[,;\\t\\r\\n])([\\s"]*)(?='*[${FORMULA_START}])`, 'g');
const GUARDED_AT = new RegExp(`(^|[,;\\t\\r\\n])([\\s"]*)'(?='*[${FORMULA_START}])`, 'g');

/** Text with an apostrophe before every formula start a spreadsheet could read at the start of a cell. */
export const guardFormulas = (text: string): string => text.replace(GUARD_AT, "$1$2'");

/** The text guardFormulas was given: what the catalog import reads back from an exported file. */
export const unguardFormulas = (text: string): string => text.replace(GUARDED_AT, '$1$2');

/**
 * A whole file: BOM, the header line, one line per row, CRLF after each. Numbers stay numbers (a
 * negative number is a value, not a formula), booleans are 1/0, null and undefined are empty.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return (
    UTF8_BOM +
    stringify([header, ...rows] as Cell[][], {
      record_delimiter: 'windows',
      // Set by hand: with a record_delimiter given, csv-stringify would leave a lone \n or \r unquoted.
      quote_record_delimiter: true,
      // Quoted for the other list separator too (a reader that splits on ';' and honours quotes), and
      // for blanks at an end, which a spreadsheet would trim.
      quoted_match: [';', /^\s|\s$/],
      cast: {
        string: guardFormulas,
        number: (value) => (Number.isFinite(value) ? String(value) : ''),
        boolean: (value) => (value ? '1' : '0'),
      },
    })
  );
}

/**
 * The reader (the catalog import, the reference data script): a file's rows as it wrote them, a
 * byte order mark skipped, rows of any length, empty lines kept so that a row's index is its
 * spreadsheet row. Throws csv-parse's error on a file that is not CSV (an unclosed quote…).
 */
export function readCsvRows(text: string, options: { delimiter?: ',' | ';' } = {}): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, delimiter: options.delimiter ?? ',' }) as string[][];
}
