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
  for (let i = 0; i < bytes.length; ) {
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
 * The encoding of a CSV file from its first bytes: a byte-order mark decides; otherwise UTF-8 when
 * the bytes are valid UTF-8, else Windows-1252 (what Excel on Windows saves as "CSV").
 */
export function detectCsvEncoding(sample: Uint8Array): CsvTextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  return isValidUtf8(sample) ? 'utf-8' : 'windows-1252';
}

/** Text decoders keep or drop the byte-order mark depending on how they are called: always drop it. */
export const stripByteOrderMark = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
