import Papa from 'papaparse';
import { LOCAL_CHUNK_SIZE_BYTES, REMOTE_CHUNK_SIZE_BYTES } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileFormat } from '@porchlight/domain/csv-import/import-file';
import { DEFAULT_VALUE_STYLE, DELIMITER_SAMPLE_CHARS, detectDelimiter } from '@porchlight/domain/csv-import/import-format';
import { BINARY_CHECK_BYTES, isBinaryFile } from '@porchlight/domain/csv-import/binary-file';
import { decodeWindows1252, detectCsvEncoding, stripByteOrderMark } from '@porchlight/domain/csv-import/text-encoding';

// Spec 001 §9: the parser reads a local file 10 MB at a time (5 MB for a remote one).
Papa.LocalChunkSize = LOCAL_CHUNK_SIZE_BYTES;
Papa.RemoteChunkSize = REMOTE_CHUNK_SIZE_BYTES;

/** The preview reads this much of the file first: thousands of rows, parsed in a blink. */
export const SAMPLE_BYTES = 1024 * 1024;

export type CsvSample = { isBinary: false; records: string[][]; parseErrors: string[]; format: ImportFileFormat; isWholeFile: boolean };
/** A binary file under a .csv name (a workbook, a PDF, a picture, an archive): nothing to read. */
export type BinarySample = { isBinary: true };

/** Blob.arrayBuffer is missing from some test DOMs; FileReader is everywhere. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Unknown error occurred'));
    reader.readAsArrayBuffer(blob);
  });
}

const rowError = (error: Papa.ParseError) => (typeof error.row === 'number' ? `Row ${error.row + 1}: ${error.message}` : error.message);

/**
 * The first megabyte of the file, parsed: its encoding from the first bytes (byte-order mark,
 * UTF-16 without one, else UTF-8 when valid, else Windows-1252), its delimiter from the text
 * (quotes, notes and footers considered). When the file is larger, the last record (perhaps cut
 * short) is left out of the sample. The number and date style come later, from the data rows.
 * A binary file renamed .csv is not decoded (it would show as columns of garbage): the server
 * looks at the same first bytes and refuses it too.
 */
export async function readCsvSample(file: Blob): Promise<CsvSample | BinarySample> {
  const isWholeFile = file.size <= SAMPLE_BYTES;
  let bytes = await readBytes(file.slice(0, SAMPLE_BYTES));
  if (isBinaryFile(bytes.subarray(0, BINARY_CHECK_BYTES))) return { isBinary: true };
  const encoding = detectCsvEncoding(bytes);
  if (encoding.startsWith('utf-16') && bytes.length % 2 === 1) bytes = bytes.subarray(0, bytes.length - 1);
  const text = stripByteOrderMark(encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes));
  const delimiter = detectDelimiter(text.slice(0, DELIMITER_SAMPLE_CHARS));
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const records = isWholeFile ? parsed.data : parsed.data.slice(0, -1);
  const parseErrors = parsed.errors.filter((e) => isWholeFile || (e.row ?? 0) < records.length).map(rowError);
  return { isBinary: false, records, parseErrors, isWholeFile, format: { encoding, delimiter, ...DEFAULT_VALUE_STYLE } };
}

/**
 * Reads the whole file as a stream of records, 10 MB at a time, never holding more than a chunk:
 * `onRecords` gets each chunk's records and how far through the file it is, and answers false to stop.
 * Resolves true when the file was read to its end.
 */
export function scanCsvFile(
  file: Blob,
  format: Pick<ImportFileFormat, 'encoding' | 'delimiter'>,
  onRecords: (records: string[][], fraction: number) => boolean,
): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    let stopped = false;
    Papa.parse<string[]>(file as File, {
      encoding: format.encoding,
      delimiter: format.delimiter,
      skipEmptyLines: false,
      chunkSize: LOCAL_CHUNK_SIZE_BYTES,
      chunk: (results, parser) => {
        const fraction = file.size > 0 ? Math.min(1, results.meta.cursor / file.size) : 1;
        if (!onRecords(results.data, fraction)) {
          stopped = true;
          parser.abort();
        }
      },
      complete: () => resolve(!stopped),
      error: (error: Error) => reject(error),
    });
  });
}
