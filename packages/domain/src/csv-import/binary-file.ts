import { detectCsvEncoding } from './text-encoding';

/**
 * Spec 001 §8's words for a file that is not CSV. The dialog shows them for a file not named
 * .csv and for a binary file named .csv; the server answers a binary file's upload with them.
 */
export const NON_CSV_MESSAGE = 'Currently only CSV files are supported. Excel support requires additional dependencies.';

/** How much of a file's start is looked at to tell a binary file from text (the dialog and the server look at the same). */
export const BINARY_CHECK_BYTES = 64 * 1024;

/**
 * The first bytes of the files agents rename or save as .csv by mistake. Only signatures holding
 * bytes no text starts with (or, for PDF, an unmistakable marker), so no CSV is ever refused for
 * how its first cell reads.
 */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .ods, .numbers, .docx, a zipped export
  [0x50, 0x4b, 0x05, 0x06], // an empty zip
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file: .xls, .doc, .msg
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8(7|9)a
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68, 0x39, 0x31, 0x41, 0x59, 0x26, 0x53, 0x59], // bzip2 ("BZh91AY&SY")
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7-Zip
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // RAR
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
  [0x49, 0x49, 0x2a, 0x00], // TIFF, little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF, big-endian
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66, 0x6f, 0x72, 0x6d, 0x61, 0x74, 0x20, 0x33, 0x00], // "SQLite format 3\0"
];

const startsWith = (sample: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => sample[i] === byte);

/**
 * A control character no CSV holds: C0 codes other than the whitespace ones (tab, line feed,
 * vertical tab (FileMaker's line break inside a field), form feed, carriage return).
 */
const isStrayControl = (code: number) => code < 0x20 && (code < 0x09 || code > 0x0d);
/** Windows-1252 has no character at these bytes; text in it never holds them. */
const isUnassignedIn1252 = (byte: number) => byte === 0x81 || byte === 0x8d || byte === 0x8f || byte === 0x90 || byte === 0x9d;

/**
 * Above this share of stray characters a file is binary: compressed or image data has about one
 * byte in ten below 0x20, while an export may carry a few stray codes (a DOS end-of-file mark,
 * an escape in a pasted note). A handful is always allowed, for short files.
 */
const STRAY_SHARE = 0.02;
const STRAY_ALLOWED = 4;

/** Stray characters of an 8-bit text (UTF-8 or Windows-1252), and whether it holds a NUL. */
function countEightBit(sample: Uint8Array, isWindows1252: boolean) {
  let stray = 0;
  let hasNul = false;
  for (const byte of sample) {
    if (byte === 0) hasNul = true;
    if (isStrayControl(byte) || (isWindows1252 && isUnassignedIn1252(byte))) stray += 1;
  }
  return { stray, hasNul, characters: sample.length };
}

/** Stray characters of UTF-16 text, read as code units: controls, NUL and halves of a pair standing alone. */
function countUtf16(sample: Uint8Array, isBigEndian: boolean) {
  let stray = 0;
  let hasNul = false;
  const units = sample.length >> 1;
  let pendingHigh = false;
  for (let i = 0; i < units; i++) {
    const [a, b] = [sample[i * 2]!, sample[i * 2 + 1]!];
    const unit = isBigEndian ? (a << 8) | b : (b << 8) | a;
    if (unit === 0) hasNul = true;
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (pendingHigh && !isLow) stray += 1;
    if (isLow && !pendingHigh) stray += 1;
    pendingHigh = isHigh;
    if (isStrayControl(unit)) stray += 1;
  }
  return { stray, hasNul, characters: units };
}

/**
 * True when the first bytes of a file say it is not text: a known binary signature (a workbook,
 * a PDF, a picture, an archive), or, read in the encoding the file would be imported in, a NUL
 * character or a clear share of control characters no CSV holds. Pass the file's first
 * BINARY_CHECK_BYTES bytes. UTF-16 files (their every other byte NUL) are read as UTF-16, so they
 * are text.
 */
export function isBinaryFile(sample: Uint8Array): boolean {
  if (SIGNATURES.some((signature) => startsWith(sample, signature))) return true;
  const encoding = detectCsvEncoding(sample);
  const hasMark = (sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff);
  const counts = encoding.startsWith('utf-16')
    ? countUtf16(hasMark ? sample.subarray(2) : sample, encoding === 'utf-16be')
    : countEightBit(sample, encoding === 'windows-1252');
  if (counts.hasNul) return true;
  return counts.stray > STRAY_ALLOWED && counts.stray > counts.characters * STRAY_SHARE;
}
