import { describe, expect, it } from 'vitest';
import { buildCsv, csvLine, exportFileName, neutraliseFormula, quoteCell } from './csv.ts';

describe('neutraliseFormula: cells a spreadsheet would run as formulas', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1 555 0100', `'+1 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['12 Oak St', '12 Oak St'],
    ['a=b', 'a=b'],
    ['', ''],
    ["'quoted", "'quoted"],
  ])('%j → %j', (cell, expected) => expect(neutraliseFormula(cell)).toBe(expected));
});

describe('quoteCell (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['windows\r\nline', '"windows\r\nline"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['"', '""""'],
    ['', ''],
    [' padded ', ' padded '],
    ["it's; fine", "it's; fine"],
  ])('%j → %j', (cell, expected) => expect(quoteCell(cell)).toBe(expected));
});

describe('buildCsv', () => {
  it('writes a header and neutralised, quoted rows with CRLF line ends', () => {
    expect(
      buildCsv(
        ['name', 'notes'],
        [
          ['=cmd', 'a,b'],
          ['Ann', ''],
        ],
      ),
    ).toBe(`name,notes\r\n'=cmd,"a,b"\r\nAnn,\r\n`);
  });
  it('neutralises before quoting, so the apostrophe sits inside the quotes', () => {
    expect(csvLine(['=1,2'])).toBe(`"'=1,2"\r\n`);
  });
  it('names the file by entity and day', () => {
    expect(exportFileName('leads', new Date('2025-05-31T23:00:00Z'))).toBe('leads-2025-05-31.csv');
  });
});
