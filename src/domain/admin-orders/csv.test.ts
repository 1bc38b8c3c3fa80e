import { describe, expect, it } from 'vitest';
import { cellText, csvField, toCsv, UTF8_BOM } from './csv.ts';

describe('CSV for Excel', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['x', 1]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\nx,1\r\n');
  });

  it('quotes separators, quotes and line breaks, doubling quotes', () => {
    expect(csvField('Cité 5, bloc "B"')).toBe('"Cité 5, bloc ""B"""');
    expect(csvField('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('حي الياسمين')).toBe('حي الياسمين');
  });

  it('guards cells that Excel would run as a formula', () => {
    for (const bad of ['=HYPERLINK("http://x","y")', '+213555', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(cellText(bad).startsWith("'"), bad).toBe(true);
    }
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
    // Numbers are values: a negative number is not text that Excel would evaluate.
    expect(cellText(-5)).toBe('-5');
    expect(cellText('0555123456')).toBe('0555123456');
  });

  it('writes booleans as 1/0 and empties as nothing', () => {
    expect(toCsv(['a', 'b', 'c'], [[true, false, null]]).slice(1)).toBe('a,b,c\r\n1,0,\r\n');
  });
});
