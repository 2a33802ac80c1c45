export type CsvTextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Length of the UTF-8 sequence a lead byte starts, or 0 when it cannot start one. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/** True when the bytes are valid UTF-8; a sequence cut off by the end of a sample is allowed. */
export function isValidUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length;) {
    const length = sequenceLength(bytes[i]!);
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true;
      if ((bytes[i + k]! & 0xc0) !== 0x80) return false;
    }
    i += length;
  }
  return true;
}

/**
 * UTF-16 saved without a byte-order mark: the text of an export is mostly ASCII, so one byte of
 * each pair is NUL — the odd bytes for little-endian, the even ones for big-endian.
 */
function utf16WithoutMark(sample: Uint8Array): CsvTextEncoding | null {
  const pairs = Math.min(sample.length, 4096) >> 1;
  if (pairs < 2) return null;
  let [evenNuls, oddNuls] = [0, 0];
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) evenNuls += 1;
    if (sample[i + 1] === 0) oddNuls += 1;
  }
  if (oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) return 'utf-16le';
  if (evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * The encoding of a CSV file from its first bytes: a byte-order mark decides; then UTF-16 without
 * a mark (NUL in every other byte); otherwise UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252 (what Excel on Windows saves as "CSV"). Latin-1 (ISO-8859-1) files read the same
 * as Windows-1252 for every printable character, and the WHATWG decoders treat the two as one.
 */
export function detectCsvEncoding(sample: Uint8Array): CsvTextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  const utf16 = utf16WithoutMark(sample);
  if (utf16) return utf16;
  return isValidUtf8(sample) ? 'utf-8' : 'windows-1252';
}

/** Text decoders keep or drop the byte-order mark depending on how they are called: always drop it. */
export const stripByteOrderMark = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Windows-1252's characters at 0x80–0x9F (where Latin-1 has control codes); 0 where the code page has none. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/**
 * Windows-1252 (and so Latin-1) bytes as text. Node 20's TextDecoder('windows-1252') decodes
 * Latin-1 instead (0x96 stays a control code, not "–"), so a server must not rely on it; browsers
 * do it right, and this gives the same text everywhere.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const codes: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    codes.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b);
    if (codes.length === 8192) chunks.push(String.fromCharCode(...codes.splice(0)));
  }
  chunks.push(String.fromCharCode(...codes));
  return chunks.join('');
}
