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

/**
 * The file's records, streamed: its bytes are decoded in the encoding the dialog detected
 * (a byte-order mark dropped) and parsed by Papa Parse with the detected delimiter, quotes
 * spanning lines and parts, exactly as the dialog's preview read them. Blank lines are kept as
 * records so row numbers are the file's own (the table stream drops them).
 * `onBytes` hears how many of the file's bytes have been read.
 */
export function readRecords(bytes: AsyncIterable<Buffer>, format: Pick<ImportFileFormat, 'encoding' | 'delimiter'>, onBytes: (read: number) => void): AsyncIterable<string[]> {
  async function* text() {
    // Node's TextDecoder reads windows-1252 as Latin-1 (curly quotes and dashes lost): the domain's
    // decoder knows the real table. One byte is one character, so each part decodes on its own.
    const decoder = format.encoding === 'windows-1252' ? null : new TextDecoder(format.encoding);
    let read = 0;
    for await (const piece of bytes) {
      read += piece.length;
      onBytes(read);
      const decoded = decoder ? decoder.decode(piece, { stream: true }) : decodeWindows1252(piece);
      if (decoded) yield decoded;
    }
    const rest = decoder?.decode() ?? '';
    if (rest) yield rest;
  }
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: format.delimiter, skipEmptyLines: false }) as unknown as NodeJS.ReadWriteStream & AsyncIterable<string[]>;
  const source = Readable.from(text());
  source.on('error', (error) => parser.emit('error', error));
  source.pipe(parser);
  return parser;
}
