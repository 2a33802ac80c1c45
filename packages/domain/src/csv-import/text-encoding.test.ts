import { describe, expect, it } from 'vitest';
import { decodeWindows1252, detectCsvEncoding, isValidUtf8, stripByteOrderMark } from './text-encoding';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('detectCsvEncoding', () => {
  it.each([
    ['a UTF-8 byte-order mark', bytes(0xef, 0xbb, 0xbf, ...ascii('Name')), 'utf-8'],
    ['a UTF-16LE byte-order mark', bytes(0xff, 0xfe, 0x4e, 0x00), 'utf-16le'],
    ['a UTF-16BE byte-order mark', bytes(0xfe, 0xff, 0x00, 0x4e), 'utf-16be'],
    ['plain ASCII', bytes(...ascii('Name,Email')), 'utf-8'],
    ['UTF-8 "José"', bytes(...ascii('Jos'), 0xc3, 0xa9), 'utf-8'],
    ['Windows-1252 "José"', bytes(...ascii('Jos'), 0xe9, ...ascii(',x')), 'windows-1252'],
    ['Windows-1252 curly quote', bytes(0x92, ...ascii('s')), 'windows-1252'],
    ['UTF-8 cut mid-character at the end of a sample', bytes(...ascii('Jos'), 0xc3), 'utf-8'],
    ['empty', bytes(), 'utf-8'],
  ])('%s → %s', (_label, sample, expected) => {
    expect(detectCsvEncoding(sample)).toBe(expected);
  });

  it('rejects overlong and stray continuation bytes', () => {
    expect(isValidUtf8(bytes(0xc0, 0x80))).toBe(false);
    expect(isValidUtf8(bytes(0x80))).toBe(false);
    expect(isValidUtf8(bytes(0xe2, 0x82, 0xac))).toBe(true);
  });

  it('strips a byte-order mark from decoded text', () => {
    expect(stripByteOrderMark('\uFEFFName')).toBe('Name');
    expect(stripByteOrderMark('Name')).toBe('Name');
  });
});

describe('UTF-16 without a byte-order mark', () => {
  const encode = (text: string, bigEndian: boolean) => {
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      bytes[i * 2 + (bigEndian ? 1 : 0)] = code & 0xff;
      bytes[i * 2 + (bigEndian ? 0 : 1)] = code >> 8;
    }
    return bytes;
  };
  it.each([
    [false, 'utf-16le'],
    [true, 'utf-16be'],
  ] as const)('big-endian %j → %s', (bigEndian, expected) => {
    expect(detectCsvEncoding(encode('full_name\temail\nAna Ruiz\tana@example.com\n', bigEndian))).toBe(expected);
  });
});

describe('decodeWindows1252', () => {
  it('reads the code page, not Latin-1, at 0x80-0x9F, and Latin-1 above', () => {
    expect(decodeWindows1252(bytes(0x80, 0x20, 0x96, 0x93, 0x94, 0x92, 0xe9, 0xfc, 0xa9, 0x41))).toBe('€ –“”’éü©A');
  });
  it('reads long files in chunks', () => {
    expect(decodeWindows1252(new Uint8Array(20_000).fill(0x41))).toHaveLength(20_000);
  });
});
