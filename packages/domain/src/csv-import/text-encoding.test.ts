import { describe, expect, it } from 'vitest';
import { detectCsvEncoding, isValidUtf8, stripByteOrderMark } from './text-encoding';

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
