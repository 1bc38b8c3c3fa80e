// Reads a CSV back the way a spreadsheet does (RFC 4180: quoted fields, doubled quotes, CRLF), for the
// tests that check the carrier files cell by cell.
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Header + rows as objects keyed by the header's names. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = readCsv(text);
  return { header, records: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

/**
 * Every cell of a CSV as a spreadsheet opened on a double click splits it: on the list separator of
 * the PC's locale (',' in English, ';' in French or Arabic), whatever separator the file was written
 * with. As Excel does, a quote opens a quoted field only at the start of a cell (elsewhere it is a
 * character like any other), and a line break outside quotes ends the row.
 */
export function spreadsheetCells(text: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let i = text.startsWith('\ufeff') ? 1 : 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      for (i++; i < text.length; i++) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i];
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') cell += text[i++];
    cells.push(cell);
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else i++;
  }
  return cells;
}

/** A cell a spreadsheet would run as a formula: = + - @ (or their full-width forms) first, blanks aside. Numbers are values. */
export const isFormulaCell = (cell: string) => /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
