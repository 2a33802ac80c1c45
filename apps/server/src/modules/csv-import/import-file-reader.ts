import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Papa from 'papaparse';
import type { ImportFileFormat } from '@porchlight/domain/csv-import/import-file';
import { decodeWindows1252 } from '@porchlight/domain/csv-import/text-encoding';

/** Parts of the file are stored deflated, each on its own: inflated one at a time. */
export async function* inflateEach(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const piece of pieces) yield zlib.inflateSync(piece);
}

export const deflate = (data: Buffer | string) => zlib.deflateSync(data, { level: 1 });

/** How much text Papa Parse looks at to guess the line ending (its guessLineEndings reads the first megabyte). */
const LINE_ENDING_GUESS_CHARS = 1024 * 1024;
/**
 * How many of a part's bytes are decoded and parsed at a time. Papa Parse parses what it is
 * given at once and queues every record of it: a whole 8 MB part was an 8 MB string and about
 * 55,000 queued records alive at once, on a heap that a large import keeps busy (decision 029).
 */
const PARSE_SLICE_BYTES = 256 * 1024;

/**
 * The file's records, streamed: its bytes are decoded in the encoding the dialog detected
 * (a byte-order mark dropped) and parsed by Papa Parse with the detected delimiter, quotes
 * spanning lines and parts, exactly as the dialog's preview read them. Blank lines are kept as
 * records so row numbers are the file's own (the table stream drops them).
 * `onBytes` hears how many of the file's bytes have been read.
 */
export function readRecords(
  bytes: AsyncIterable<Buffer>,
  format: Pick<ImportFileFormat, 'encoding' | 'delimiter'>,
  onBytes: (read: number) => void,
): AsyncIterable<string[]> {
  async function* text() {
    // Node's TextDecoder reads windows-1252 as Latin-1 (curly quotes and dashes lost): the domain's
    // decoder knows the real table. One byte is one character, so each part decodes on its own.
    const decoder = format.encoding === 'windows-1252' ? null : new TextDecoder(format.encoding);
    // Papa Parse guesses the line ending once, from the first text it is given: a first part of a
    // few bytes (an API client's) would make it guess "\n" for a CRLF or CR file, and a quoted
    // field ending a line then reads as garbage. The first text is held until it is as long as
    // what Papa looks at (or the file ends), so the guess is the one a whole read (the dialog's) makes.
    let first: string[] | null = [];
    let firstLength = 0;
    let read = 0;
    for await (const piece of bytes) {
      read += piece.length;
      onBytes(read);
      // A slice may end inside a character: the streaming decoder keeps its first bytes for the next.
      for (let at = 0; at < piece.length; at += PARSE_SLICE_BYTES) {
        const slice = piece.subarray(at, at + PARSE_SLICE_BYTES);
        const decoded = decoder ? decoder.decode(slice, { stream: true }) : decodeWindows1252(slice);
        if (!decoded) continue;
        if (!first) {
          yield decoded;
          continue;
        }
        first.push(decoded);
        firstLength += decoded.length;
        if (firstLength >= LINE_ENDING_GUESS_CHARS) {
          yield first.join('');
          first = null;
        }
      }
    }
    const rest = (first?.join('') ?? '') + (decoder?.decode() ?? '');
    if (rest) yield rest;
  }
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: format.delimiter,
    skipEmptyLines: false,
  }) as unknown as NodeJS.ReadWriteStream & AsyncIterable<string[]>;
  const source = Readable.from(text());
  source.on('error', (error) => parser.emit('error', error));
  source.pipe(parser);
  return parser;
}
