// A catalog CSV file read into records: its delimiter, its header mapped to our columns, one record per
// spreadsheet row (with its row number), or the one reason the file cannot be read at all.
import { CATALOG_CSV_COLUMNS, MAX_IMPORT_ROWS, type CsvRecord, type ImportError } from '../../domain/admin-catalog/csv-columns.ts';
import { columnOf, importError } from '../../domain/admin-catalog/csv-import.ts';
import { readCsvRows, unguardFormulas } from '../csv/spreadsheet-csv.ts';

/** Excel in French or Arabic locales writes ';' between cells: the header line tells which. */
const delimiterOf = (text: string) => {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
};

/** The file's records, or the reason it cannot be read at all. */
export function readCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; error: ImportError } {
  let raw: string[][];
  try {
    // Empty lines are kept (and skipped below) so that a record's index is its spreadsheet row.
    raw = readCsvRows(text, { delimiter: delimiterOf(text.replace(/^\ufeff/, '')) });
  } catch (error) {
    return { ok: false, error: importError(1, '', 'notCsv', { reason: (error as Error).message.slice(0, 200) }) };
  }
  if (!raw.length || raw[0]!.every((cell) => !cell.trim())) return { ok: false, error: importError(1, '', 'emptyFile') };
  if (raw.length - 1 > MAX_IMPORT_ROWS) return { ok: false, error: importError(1, '', 'tooManyRows', { max: MAX_IMPORT_ROWS }) };
  const header = raw[0]!.map(columnOf);
  if (!header.includes('name') && !header.includes('id')) {
    return { ok: false, error: importError(1, '', 'noHeader', { columns: CATALOG_CSV_COLUMNS.join(', ') }) };
  }
  const records: CsvRecord[] = [];
  raw.forEach((record, index) => {
    if (index === 0 || record.every((cell) => !cell.trim())) return;
    const cells: CsvRecord['cells'] = {};
    header.forEach((column, i) => {
      // The export's formula guard comes off: a file exported and imported back changes nothing.
      if (column && cells[column] === undefined) cells[column] = unguardFormulas(record[i] ?? '');
    });
    records.push({ line: index + 1, cells }); // the spreadsheet's row number (the header is row 1)
  });
  return { ok: true, records };
}
