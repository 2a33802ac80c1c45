import { describe, expect, it } from 'vitest';
import { ImportFormatSchema } from './import-api-schemas';
import { DEFAULT_VALUE_STYLE, detectDelimiter, detectValueStyle } from './import-format';

describe('detectDelimiter', () => {
  it.each([
    ['commas', 'Name,Email,Phone\nAna,a@example.com,555-0101\n', ','],
    ['Excel in a comma-decimal locale', 'Adresse;Preis;Zimmer\nHauptstr. 1;489.000,00;3\nRing 2;1.234,5;4\n', ';'],
    ['tabs (Meta Lead Ads)', 'id\tcreated_time\tfull_name\n1\t2024-03-05\tAna Ruiz\n', '\t'],
    ['pipes', 'ListingId|City|ListPrice\nA1|Austin|450000\n', '|'],
    [
      'a note above the header',
      'Exported from Matrix on 3/4/2024, by Jane\n\nML #,Address,List Price\n1,1 Main St,450000\n2,2 Oak Ave,500000\n',
      ',',
    ],
    ['commas inside quotes do not count', '"Doe, Jane";"1,5";x\n"Roe, Ann";"2,5";y\n', ';'],
    ['a footer below the data', 'A\tB\tC\n1\t2\t3\n4\t5\t6\n"Copyright 2024, All rights reserved."\n', '\t'],
    ['a single column', 'Name\nAna\nBo\n', ','],
  ] as const)('%s → %j', (_, text, expected) => {
    expect(detectDelimiter(text)).toBe(expected);
  });
});

describe('detectValueStyle', () => {
  const style = (rows: string[][], delimiter?: ';' | ',') => detectValueStyle(rows[0]!, rows.slice(1), delimiter);
  it.each([
    [
      'US prices and dates',
      [
        ['Price', 'Date'],
        ['$1,234.50', '3/4/2024'],
        ['450000', '12/31/2024'],
      ],
      { decimalSeparator: '.', dateOrder: 'mdy' },
    ],
    [
      'European thousands and decimals',
      [
        ['Preis', 'Datum'],
        ['1.234.567,89', '05.03.2024'],
      ],
      { decimalSeparator: ',', dateOrder: 'dmy' },
    ],
    ['a day above 12 settles day-first', [['Date'], ['3/4/2024'], ['25/12/2024']], { decimalSeparator: '.', dateOrder: 'dmy' }],
    ['a second number above 12 settles month-first', [['Date'], ['12/25/2024']], { decimalSeparator: '.', dateOrder: 'mdy' }],
    ['"2,5" baths is a decimal comma', [['Baths'], ['2,5'], ['1']], { decimalSeparator: ',', dateOrder: 'dmy' }],
    ['nothing to go by', [['Name'], ['Ana']], DEFAULT_VALUE_STYLE],
  ] as const)('%s', (_, rows, expected) => {
    expect(style(rows.map((r) => [...r]))).toEqual(expected);
  });

  it('a ";" file with nothing else to go by is read as European', () => {
    expect(
      style(
        [
          ['Preis', 'Datum'],
          ['1.234', '3/4/2024'],
        ],
        ';',
      ),
    ).toEqual({ decimalSeparator: ',', dateOrder: 'dmy' });
    expect(
      style(
        [
          ['Preis', 'Datum'],
          ['1234', '3/4/2024'],
        ],
        ';',
      ),
    ).toEqual({ decimalSeparator: ',', dateOrder: 'dmy' });
    expect(
      style(
        [
          ['Price', 'Date'],
          ['1,234', '3/4/2024'],
        ],
        ',',
      ),
    ).toEqual(DEFAULT_VALUE_STYLE);
  });

  it('a US file saved with ";" keeps its "$450,000" prices and month-first dates', () => {
    expect(
      style(
        [
          ['Price', 'Date'],
          ['$450,000', '3/4/2024'],
          ['$1,200', '5/6/2024'],
        ],
        ';',
      ),
    ).toEqual(DEFAULT_VALUE_STYLE);
  });

  it('values outweigh the separator hint', () => {
    expect(
      style(
        [
          ['Price', 'Date'],
          ['1,234.50', '12/25/2024'],
        ],
        ';',
      ),
    ).toEqual(DEFAULT_VALUE_STYLE);
  });
});

describe('ImportFormatSchema', () => {
  it('accepts what the detectors produce and refuses anything else', () => {
    expect(ImportFormatSchema.safeParse({ encoding: 'utf-16le', delimiter: '\t', decimalSeparator: ',', dateOrder: 'dmy' }).success).toBe(
      true,
    );
    expect(ImportFormatSchema.safeParse({ encoding: 'latin9', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' }).success).toBe(
      false,
    );
    expect(ImportFormatSchema.safeParse({ encoding: 'utf-8', delimiter: ':', decimalSeparator: '.', dateOrder: 'mdy' }).success).toBe(
      false,
    );
  });
});
