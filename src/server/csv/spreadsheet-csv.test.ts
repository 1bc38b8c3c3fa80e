import { describe, expect, it } from 'vitest';
import { guardFormulas, readCsvRows, spreadsheetCsv, unguardFormulas, UTF8_BOM } from './spreadsheet-csv.ts';
import { syntheticCatalogCsv } from '../../../scripts/lib/synthetic-catalog.ts';

describe('CSV for Excel', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = spreadsheetCsv(['a', 'b'], [['x', 1]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\nx,1\r\n');
  });

  it('quotes separators, quotes, line breaks and blanks at an end, doubling quotes', () => {
    const line = (cell: string) =>
      spreadsheetCsv(['a'], [[cell]])
        .slice(1)
        .split('\r\n')[1];
    expect(line('Cité 5, bloc "B"')).toBe('"Cité 5, bloc ""B"""');
    expect(line('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(line('a;b')).toBe('"a;b"');
    expect(line(' a')).toBe('" a"');
    expect(line('حي الياسمين')).toBe('حي الياسمين');
  });

  it('writes numbers as values, booleans as 1/0 and empties as nothing', () => {
    expect(spreadsheetCsv(['a', 'b', 'c', 'd', 'e'], [[true, false, null, -5, Number.NaN]]).slice(1)).toBe('a,b,c,d,e\r\n1,0,,-5,\r\n');
  });
});

describe('the formula guard', () => {
  it('puts an apostrophe before a formula start at the start of the text', () => {
    for (const bad of ['=HYPERLINK("http://x","y")', '+213555', '-2+3', '@SUM(A1)', '\uFF1D1+1'])
      expect(guardFormulas(bad)).toBe(`'${bad}`);
    expect(guardFormulas('\t=1')).toBe("\t'=1");
    expect(guardFormulas(' "=1"')).toBe(` "'=1"`);
    expect(guardFormulas('0555123456')).toBe('0555123456');
    expect(guardFormulas('rue =1+1 Bab Ezzouar')).toBe('rue =1+1 Bab Ezzouar');
  });

  it("and after every ',' ';' tab or line break, where a spreadsheet may start a cell", () => {
    expect(guardFormulas("x;=cmd|' /C calc'!A0;")).toBe("x;'=cmd|' /C calc'!A0;");
    expect(guardFormulas('Cité 5, -bloc B;\t@A1\n+1\r\n"=2"')).toBe(`Cité 5, '-bloc B;\t'@A1\n'+1\r\n"'=2"`);
    expect(guardFormulas('Hoodie (Noir, L) x2, Cap x1')).toBe('Hoodie (Noir, L) x2, Cap x1');
  });

  it('is undone exactly, apostrophes the text had included', () => {
    for (const text of ["x;=cmd|' /C calc'!A0;", "'=already", "a;''-b", 'Cité 5, -bloc\n- cotton', "l'été, 'quoted'", '\t=1', 'plain']) {
      expect(unguardFormulas(guardFormulas(text))).toBe(text);
    }
  });
});

describe('CSV read back', () => {
  it('gives the rows the writer was given, quotes, line breaks and the byte order mark undone', () => {
    const rows = [['Cité 5, bloc "B"', 'ligne\nsuivante', 'a;b', ' a', 'حي الياسمين', '']];
    const rowsRead = readCsvRows(spreadsheetCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows));
    expect(rowsRead.slice(0, 2)).toEqual([['a', 'b', 'c', 'd', 'e', 'f'], ...rows]);
  });

  it("reads a ';' file when told, and rows of any length", () => {
    expect(readCsvRows('a;b\r\n1\r\n', { delimiter: ';' })).toEqual([['a', 'b'], ['1']]);
  });

  it("writes the benchmarks' synthetic catalog through the same writer (15 rows a product)", () => {
    const [header, ...rows] = readCsvRows(syntheticCatalogCsv(2));
    expect(header).toEqual([
      'id',
      'name',
      'price',
      'original_price',
      'category',
      'badge',
      'description',
      'details',
      'shipping_returns',
      'images',
      'published',
      'size',
      'color',
      'stock',
    ]);
    expect(rows.filter((row) => row.length === header!.length)).toHaveLength(30);
    expect(rows[0]![7]).toBe('100% cotton\nRelaxed fit\nMade in Algeria');
  });
});
