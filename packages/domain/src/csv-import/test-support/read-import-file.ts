import Papa from 'papaparse';
import { autoMapColumns, type AutoMapResult } from '../auto-map';
import type { ImportEntity } from '../import-constants';
import { DELIMITER_SAMPLE_CHARS, STYLE_SAMPLE_ROWS, detectDelimiter, detectValueStyle, type ImportFormat } from '../import-format';
import { convertTable, toCsvTable, type ConvertedTable, type CsvTable } from '../import-pipeline';
import { decodeWindows1252, detectCsvEncoding, stripByteOrderMark } from '../text-encoding';

/** How much of a file the detectors look at (the dialog reads the same amounts). */
export const ENCODING_SAMPLE_BYTES = 256 * 1024;

export type ImportFileReading<E extends ImportEntity> = {
  format: ImportFormat;
  table: CsvTable;
  autoMap: AutoMapResult;
  converted: ConvertedTable<E>;
};

/**
 * The whole client pipeline over a file's bytes, with no hand mapping: encoding, decoding,
 * separator, Papa Parse, header row and footers, number/date style, automatic mapping (values
 * included) and conversion with validation. One place for the corpus test and its API twin.
 */
export function readImportFile<E extends ImportEntity>(entity: E, bytes: Uint8Array): ImportFileReading<E> {
  const encoding = detectCsvEncoding(bytes.subarray(0, ENCODING_SAMPLE_BYTES));
  const decoded = encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
  const text = stripByteOrderMark(decoded);
  const delimiter = detectDelimiter(text.slice(0, DELIMITER_SAMPLE_CHARS));
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const table = toCsvTable(entity, parsed.data);
  const sample = table.records.slice(0, STYLE_SAMPLE_ROWS);
  const style = detectValueStyle(table.headers, sample, delimiter);
  const autoMap = autoMapColumns(entity, table.headers, sample, style);
  const converted = convertTable(entity, table, autoMap.mapping, table.records.length, style);
  return { format: { encoding, delimiter, ...style }, table, autoMap, converted };
}
