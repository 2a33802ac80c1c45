import Papa from 'papaparse';
import { LOCAL_CHUNK_SIZE_BYTES, REMOTE_CHUNK_SIZE_BYTES } from '@porchlight/domain/csv-import/import-constants';
import { detectCsvEncoding } from '@porchlight/domain/csv-import/text-encoding';

// Spec 001 §9: the parser reads a local file 10 MB at a time (5 MB for a remote one).
Papa.LocalChunkSize = LOCAL_CHUNK_SIZE_BYTES;
Papa.RemoteChunkSize = REMOTE_CHUNK_SIZE_BYTES;

/** Enough bytes to tell UTF-8 from Windows-1252: accented names show up early in real files. */
const ENCODING_SAMPLE_BYTES = 256 * 1024;

export type ReadCsvResult = { records: string[][]; parseErrors: string[]; encoding: string };

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

/**
 * Reads a CSV file into records (cells by column) with Papa Parse, chunk by chunk so memory and
 * time stay flat: the encoding comes from the first bytes (byte-order mark, else UTF-8 when
 * valid, else Windows-1252), quoted fields may span lines, blank lines are dropped.
 */
export async function readCsvFile(file: Blob, onProgress?: (fraction: number) => void): Promise<ReadCsvResult> {
  const encoding = detectCsvEncoding(await readBytes(file.slice(0, ENCODING_SAMPLE_BYTES)));
  const records: string[][] = [];
  const parseErrors: string[] = [];
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(file as File, {
      encoding,
      skipEmptyLines: 'greedy',
      chunkSize: LOCAL_CHUNK_SIZE_BYTES,
      chunk: (results) => {
        for (const error of results.errors) {
          // Papa counts rows within a chunk; the header row makes the file's row number one more.
          const row = typeof error.row === 'number' ? records.length + error.row + 1 : undefined;
          parseErrors.push(row ? `Row ${row}: ${error.message}` : error.message);
        }
        for (const record of results.data) records.push(record);
        if (file.size > 0) onProgress?.(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
  return { records, parseErrors, encoding };
}
