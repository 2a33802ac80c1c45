// Like the corpus test, this reads test-data's files as bytes (binary files and CSVs in UTF-16
// and Windows-1252 that Vite's ?raw would decode); the code under test stays pure.
// eslint-disable-next-line no-restricted-imports -- reading test-data bytes, not domain code
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BINARY_CHECK_BYTES, isBinaryFile } from './binary-file';
import { detectCsvEncoding } from './text-encoding';

const TEST_DATA = new URL('../../../../test-data/csv-import/', import.meta.url);
const bytesOf = (path: string) => new Uint8Array(readFileSync(new URL(path, TEST_DATA)));
const filesIn = (folder: string) =>
  readdirSync(new URL(`${folder}/`, TEST_DATA))
    .filter((n) => n.endsWith('.csv'))
    .map((n) => `${folder}/${n}`);
const sampleOf = (bytes: Uint8Array) => bytes.subarray(0, BINARY_CHECK_BYTES);

const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const utf16 = (text: string, bigEndian: boolean, withMark: boolean) => {
  const units = [...(withMark ? '\uFEFF' : ''), ...text].join('');
  const out = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const code = units.charCodeAt(i);
    out[i * 2 + (bigEndian ? 1 : 0)] = code & 0xff;
    out[i * 2 + (bigEndian ? 0 : 1)] = code >> 8;
  }
  return out;
};
/** The same bytes with the first few made text, so only the content can tell. */
const withoutSignature = (bytes: Uint8Array) => new Uint8Array([...ascii('Name,Email,Phone'), ...bytes.subarray(16)]);
/** Bytes from a seeded generator (the same every run). */
function noise(length: number, seed = 7) {
  let state = seed;
  return Uint8Array.from({ length }, () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 16) & 0xff);
}

const LEADS =
  'Name,Email,Phone,Notes\r\nAna Ruiz,ana@example.com,555-0100,"Wants 3 beds, near school"\r\nBo Chen,bo@example.com,555-0101,\r\n';

describe('isBinaryFile: binary files named .csv', () => {
  it.each(filesIn('binary'))('%s is binary', (path) => {
    expect(isBinaryFile(sampleOf(bytesOf(path)))).toBe(true);
  });

  it.each(['binary/leads-workbook-xlsx.csv', 'binary/leads-old-excel-xls.csv', 'binary/listing-photo-png.csv'])(
    '%s is binary by its content alone (signature hidden)',
    (path) => {
      expect(isBinaryFile(sampleOf(withoutSignature(bytesOf(path))))).toBe(true);
    },
  );

  it.each([
    ['a file full of NUL bytes', new Uint8Array(4096)],
    ['random bytes (compressed or encrypted data)', noise(64 * 1024)],
    ['a short run of random bytes', noise(200, 3)],
    ['text with a NUL in it', ascii('Name,Email\nAna,a\0@example.com\n')],
    ['text full of control codes', ascii(`Name,Email\n${'\x01\x02\x03\x1b\x7f'.repeat(40)}\n`)],
    ['a PDF written as plain text', ascii('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n')],
    ['UTF-16 text holding NUL characters', utf16('Name,Email\n\0\0\0\0\0\0,x\n', false, true)],
    ['UTF-16 holding halves of surrogate pairs everywhere', utf16(`Name,Email\n${'\uD800a\uDC00b'.repeat(50)}\n`, false, true)],
  ])('%s is binary', (_label, sample) => {
    expect(isBinaryFile(sample)).toBe(true);
  });
});

describe('isBinaryFile: CSV files are text', () => {
  const csvs = [...filesIn('corpus'), ...filesIn('leads'), ...filesIn('properties'), ...filesIn('messy')];
  it('reads every CSV of test-data, in UTF-8 (with and without a mark), UTF-16LE, UTF-16BE without a mark, Latin-1 and Windows-1252', () => {
    const encodings = new Set(csvs.map((path) => detectCsvEncoding(sampleOf(bytesOf(path)))));
    expect([...encodings].sort()).toEqual(['utf-16be', 'utf-16le', 'utf-8', 'windows-1252']);
  });

  it.each(csvs)('%s is text', (path) => {
    expect(isBinaryFile(sampleOf(bytesOf(path)))).toBe(false);
  });

  it.each([
    ['nothing', new Uint8Array(0)],
    ['a header that starts like a zip ("PK" as a column)', ascii('PK,Address,City\n1,12 Oak Ave,Austin\n')],
    ['a header that starts like a bitmap or a program ("BM", "MZ")', ascii('BMW,MZ\nyes,no\n')],
    ['UTF-16LE with a mark, accents and an emoji', utf16(`Nom;Ville\nRené;Montréal 🏡\n`, false, true)],
    ['UTF-16BE with a mark', utf16(LEADS, true, true)],
    ['UTF-16LE without a mark', utf16(LEADS, false, false)],
    ['UTF-16BE without a mark', utf16(LEADS, true, false)],
    ['UTF-16 cut between the halves of a pair at the end of the sample', utf16('Name,Note\nAna,🏡', false, true).subarray(0, -2)],
    ['UTF-16 cut mid-character (an odd length)', utf16(LEADS, false, true).subarray(0, 41)],
    ['UTF-8 cut mid-character at the end of the sample', new Uint8Array([...ascii('Name\nJos'), 0xc3])],
    [
      'Windows-1252 curly quotes, dashes and the euro sign',
      new Uint8Array([...ascii('Name,Note\nAna,'), 0x93, ...ascii('nice'), 0x94, 0x20, 0x96, 0x20, 0x80, ...ascii('5\n')]),
    ],
    [
      'FileMaker line breaks (vertical tab) inside fields, tabs and form feeds',
      ascii(`Name\tNotes\n${'Ana\tline one\x0bline two\x0bline three\f\n'.repeat(50)}`),
    ],
    ['a DOS end-of-file mark', ascii(`${LEADS}\x1a`)],
    ['a few stray escapes in pasted notes', ascii(`${LEADS.repeat(20)}Cy,cy@example.com,555-0102,"\x1b[1mbold\x1b[0m"\r\n`)],
  ])('%s is text', (_label, sample) => {
    expect(isBinaryFile(sample)).toBe(false);
  });
});

describe('isBinaryFile (property)', () => {
  const CP1252_TEXT = fc.string({ unit: fc.constantFrom(...'aZ09 ,;\t|"\r\néüñ©€–—‘’“”…™'.split('')) });
  /** Any text an export may hold: every code point but the control characters no CSV holds. */
  const isTextChar = (c: string) => c.codePointAt(0)! > 0x1f || (c >= '\t' && c <= '\r');
  const TEXT = fc.string({ unit: 'binary' }).map((s) => [...s].filter(isTextChar).join(''));
  const encode = (text: string, encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'): Uint8Array => {
    if (encoding === 'utf-8') return new TextEncoder().encode(text);
    if (encoding === 'windows-1252') {
      const table: Record<string, number> = {
        '€': 0x80,
        '–': 0x96,
        '—': 0x97,
        '‘': 0x91,
        '’': 0x92,
        '“': 0x93,
        '”': 0x94,
        '…': 0x85,
        '™': 0x99,
      };
      return Uint8Array.from([...text], (c) => table[c] ?? c.charCodeAt(0));
    }
    return utf16(text, encoding === 'utf-16be', true);
  };

  it('text in any encoding an import reads is never binary', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(TEXT, fc.constantFrom('utf-8', 'utf-16le', 'utf-16be') as fc.Arbitrary<'utf-8' | 'utf-16le' | 'utf-16be'>),
          fc.tuple(CP1252_TEXT, fc.constant('windows-1252' as const)),
        ),
        ([text, encoding]) => {
          expect(isBinaryFile(sampleOf(encode(`Name,Notes\n${text}`, encoding)))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        expect(typeof isBinaryFile(bytes)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
