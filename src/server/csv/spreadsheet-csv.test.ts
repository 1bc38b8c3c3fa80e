import { describe, expect, it } from 'vitest';
import { guardFormulas, spreadsheetCsv, unguardFormulas, UTF8_BOM } from './spreadsheet-csv.ts';

describe('CSV for Excel', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = spreadsheetCsv(['a', 'b'], [['x', 1]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\nx,1\r\n');
  });

  it('quotes separators, quotes, line breaks and blanks at an end, doubling quotes', () => {
    const line = (cell: string) => spreadsheetCsv(['a'], [[cell]]).slice(1).split('\r\n')[1];
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
    for (const bad of ['=HYPERLINK("http://x","y")', '+213555', '-2+3', '@SUM(A1)', '\uFF1D1+1']) expect(guardFormulas(bad)).toBe(`'${bad}`);
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
