import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportFileFormat } from '@porchlight/domain/csv-import/import-file';
import { decodeWindows1252 } from '@porchlight/domain/csv-import/text-encoding';
import { readRecords } from './import-file-reader.ts';

// The server's reader meets whatever an agent's file holds, split into parts wherever the upload
// split it. A table written as proper CSV reads back record for record, whatever the encoding,
// delimiter, line endings and part boundaries (inside a character, a quoted field, a CRLF); any
// bytes at all end the read without throwing or hanging.

type Encoding = ImportFileFormat['encoding'];
type Delimiter = ImportFileFormat['delimiter'];
const ENCODINGS: Encoding[] = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'];
const DELIMITERS: Delimiter[] = [',', ';', '\t', '|'];

/** Every character Windows-1252 holds, by its byte (the domain's table), and back. */
const CP1252_CHARS = decodeWindows1252(Uint8Array.from({ length: 256 }, (_, b) => b));
const CP1252_BYTES = new Map([...CP1252_CHARS].map((c, b) => [c, b]));

/** What a file can carry of a string: a lone half of a surrogate pair is written and read back as U+FFFD. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Cells with what trips CSV readers: quotes, every delimiter, CR, LF, CRLF, BOMs, astral characters, lone surrogates. */
const tricky = fc.constantFrom(
  '"',
  '""',
  ',',
  ';',
  '\t',
  '|',
  '\r',
  '\n',
  '\r\n',
  ' ',
  '\uFEFF',
  'é',
  '€',
  '–',
  '’',
  '🏡',
  '𝄞',
  '\u2028',
  '\0',
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const unicodeCell = fc.string({
  unit: fc.oneof(
    { arbitrary: tricky, weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
    { arbitrary: loneSurrogate, weight: 1 },
  ),
  maxLength: 12,
});
const cp1252Cell = fc.string({
  unit: fc.oneof(
    { arbitrary: fc.constantFrom('"', ',', ';', '\t', '|', '\r', '\n', '\r\n'), weight: 2 },
    { arbitrary: fc.constantFrom(...CP1252_CHARS), weight: 3 },
  ),
  maxLength: 12,
});
const tableOf = (cell: fc.Arbitrary<string>) => fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

/** The CSV text of a table: cells quoted when they must be (or always), rows joined by the line ending. */
function writeCsv(table: string[][], delimiter: Delimiter, newline: string, quoteAll: boolean, finalNewline: boolean) {
  const needsQuotes = (cell: string) =>
    quoteAll || cell.includes('"') || cell.includes(delimiter) || /[\r\n]/.test(cell) || cell.startsWith('\uFEFF');
  const line = (row: string[]) => row.map((cell) => (needsQuotes(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter);
  return table.map(line).join(newline) + (finalNewline ? newline : '');
}

function encode(text: string, encoding: Encoding, withMark: boolean): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.concat([Buffer.from(withMark ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, 'utf8')]);
    case 'utf-16le':
      return Buffer.from(`${withMark ? '\uFEFF' : ''}${text}`, 'utf16le');
    case 'utf-16be':
      return Buffer.from(`${withMark ? '\uFEFF' : ''}${text}`, 'utf16le').swap16();
    case 'windows-1252':
      return Buffer.from([...text].map((c) => CP1252_BYTES.get(c)!));
  }
}

/** The bytes cut at the given offsets (sorted, inside the file), as the upload's parts. */
function split(bytes: Buffer, cuts: number[]): Buffer[] {
  const offsets = [...new Set(cuts.map((c) => (bytes.length > 1 ? 1 + (c % (bytes.length - 1)) : 0)))]
    .filter((c) => c > 0)
    .sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let at = 0;
  for (const offset of [...offsets, bytes.length]) {
    parts.push(bytes.subarray(at, offset));
    at = offset;
  }
  return parts.filter((p) => p.length > 0);
}

async function* each(parts: Buffer[]) {
  for (const part of parts) yield part;
}

async function read(parts: Buffer[], encoding: Encoding, delimiter: Delimiter) {
  const reported: number[] = [];
  const records: string[][] = [];
  for await (const record of readRecords(each(parts), { encoding, delimiter }, (n) => reported.push(n))) records.push(record);
  return { records, reported };
}

const format = fc.record({
  delimiter: fc.constantFrom(...DELIMITERS),
  newline: fc.constantFrom('\n', '\r\n', '\r'),
  quoteAll: fc.boolean(),
  finalNewline: fc.boolean(),
  withMark: fc.boolean(),
  cuts: fc.array(fc.nat(), { maxLength: 12 }),
});

describe('readRecords (property)', () => {
  it('a table written as CSV in any encoding, cut into parts anywhere, reads back record for record', async () => {
    const written = fc.oneof(
      fc.tuple(tableOf(unicodeCell), fc.constantFrom<Encoding>('utf-8', 'utf-16le', 'utf-16be')),
      fc.tuple(tableOf(cp1252Cell), fc.constant<Encoding>('windows-1252')),
    );
    await fc.assert(
      fc.asyncProperty(written, format, async ([table, encoding], f) => {
        const text = writeCsv(table, f.delimiter, f.newline, f.quoteAll, f.finalNewline);
        const bytes = encode(text, encoding, f.withMark && encoding !== 'windows-1252');
        const { records, reported } = await read(split(bytes, f.cuts), encoding, f.delimiter);
        // Blank lines are records (a row of one empty cell), so row numbers stay the file's own;
        // but a line ending that ends the file starts none: a last row written as an empty line
        // is that line ending.
        const endsBlank = !f.finalNewline && !f.quoteAll && table.at(-1)!.length === 1 && table.at(-1)![0] === '';
        const expected = (endsBlank ? table.slice(0, -1) : table).map((row) => row.map(wellFormed));
        expect(records).toEqual(expected);
        expect(reported.at(-1) ?? 0).toBe(bytes.length);
      }),
      { numRuns: 300 },
    );
  });

  it('any bytes in any parts, read in any encoding with any delimiter, end the read: no throw, no hang, and every byte counted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.constantFrom(...ENCODINGS),
        fc.constantFrom(...DELIMITERS),
        async (raw, cuts, encoding, delimiter) => {
          const bytes = Buffer.from(raw);
          const parts = split(bytes, cuts);
          const { records, reported } = await read(parts, encoding, delimiter);
          for (const record of records) for (const cell of record) expect(typeof cell).toBe('string');
          // Heard once per part, growing, ending at the file's size.
          expect(reported).toEqual(parts.map((_, i) => parts.slice(0, i + 1).reduce((n, p) => n + p.length, 0)));
          expect(reported.at(-1) ?? 0).toBe(bytes.length);
        },
      ),
      // A read that hangs fails its run rather than the whole file.
      { numRuns: 200, timeout: 5_000 },
    );
  });

  it('a part of megabytes, read a slice at a time, reads back whole: slices end inside characters, quoted fields and CRLFs', async () => {
    // Rows of uneven length with multi-byte characters, quoted line breaks and CRLFs, so the
    // reader's fixed-size slices of a part fall everywhere a cut can, in every encoding.
    const table = Array.from({ length: 30_000 }, (_, i) => [
      `${i}`,
      `Casa ${'é€🏡'.repeat(i % 7)}`,
      i % 3 === 0 ? `two\r\nlines ${i}` : `"q" ${i}`,
      'x'.repeat(i % 41),
    ]);
    for (const encoding of ENCODINGS) {
      const cells = encoding === 'windows-1252' ? table.map((row) => row.map((cell) => cell.replace(/🏡/g, '–'))) : table;
      const bytes = encode(writeCsv(cells, ',', '\r\n', false, true), encoding, encoding !== 'windows-1252');
      expect(bytes.length).toBeGreaterThan(1.5 * 1024 * 1024);
      const { records } = await read(split(bytes, [bytes.length / 3]), encoding, ',');
      expect(records).toEqual(cells);
    }
  });

  it('a first part of a few bytes does not decide the line ending (CRLF and CR files, a quoted field ending a line)', async () => {
    for (const newline of ['\r\n', '\r']) {
      const bytes = Buffer.from(['Name,Notes', 'Ana,"says ""hi"""', 'Bo,"two\nlines"'].join(newline) + newline);
      const { records } = await read(split(bytes, [0, 1, 2]), 'utf-8', ',');
      expect(records).toEqual([
        ['Name', 'Notes'],
        ['Ana', 'says "hi"'],
        ['Bo', 'two\nlines'],
      ]);
    }
  });
});
