import { createFooterReasons, findHeaderRowIndex, HEADER_SEARCH_ROWS, isBlankRecord, isLoneTextRecord } from './header-row';
import type { ImportEntity } from './import-constants';

/** A row of the file that is no record, and why (issue 50: the preview lists them). */
export type SkippedRow = { row: number; reason: string; text: string };

export type TableStreamHandlers = {
  /** The header row, once found among the first rows (a BOM dropped, cells trimmed). */
  headers: (headers: string[]) => void;
  /** A data row and how the user counts it (its row in the file, the header row counting). */
  row: (record: string[], rowNumber: number) => void;
  /** A row that is no record: above the header row, or a report's footer under the data (blank rows are not said). */
  skipped?: (skipped: SkippedRow) => void;
};

/** A skipped row's text as the preview quotes it: its filled cells, short. */
const textOf = (record: readonly string[]) => {
  const text = record
    .map((c) => c.trim())
    .filter(Boolean)
    .join(' · ');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** Lone-text rows held back at most: more in a row are records after all (a list of names). */
const MAX_HELD = 50;

/**
 * Reads a file's records one at a time, as they are parsed, and hands on its header row and
 * then each data row, so a file of any size is read without holding it. The first rows are held
 * until the header row is found among them (notes above it are passed over); blank rows and
 * report footers below the data (disclaimers, copyright lines, record counts) are dropped.
 * A row of one cell of words (a report's title under the data) is held until the next record:
 * at the end of the file it is no record. toCsvTable reads a whole table through it, so a
 * streamed file and a sample agree.
 */
export function createTableStream(entity: ImportEntity, handlers: TableStreamHandlers) {
  let head: string[][] | null = [];
  let index = 0;
  let headers: string[] = [];
  let footerReason: (record: readonly string[]) => string | null = () => null;
  let held: { record: string[]; rowNumber: number }[] = [];
  const skip = (record: readonly string[], row: number, reason: string) => handlers.skipped?.({ row, reason, text: textOf(record) });
  const release = () => {
    for (const { record, rowNumber } of held) handlers.row(record, rowNumber);
    held = [];
  };
  const take = (record: string[], rowNumber: number) => {
    if (isBlankRecord(record)) return;
    const reason = footerReason(record);
    if (reason !== null) {
      for (const h of held) skip(h.record, h.rowNumber, 'under the data, a line of the report');
      held = [];
      return skip(record, rowNumber, `under the data, ${reason}`);
    }
    if (isLoneTextRecord(record, headers) && held.length < MAX_HELD) {
      held.push({ record, rowNumber });
      return;
    }
    release();
    handlers.row(record, rowNumber);
  };
  const startBody = () => {
    const rows = head ?? [];
    head = null;
    const headerIndex = findHeaderRowIndex(entity, rows);
    headers = (rows[headerIndex] ?? []).map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
    footerReason = createFooterReasons(headers);
    handlers.headers(headers);
    for (let i = 0; i < headerIndex; i++) {
      if (!isBlankRecord(rows[i]!)) skip(rows[i]!, i + 1, 'above the header row: a title, filter or note');
    }
    for (let i = headerIndex + 1; i < rows.length; i++) take(rows[i]!, i + 1);
  };
  return {
    push(record: string[]) {
      index += 1;
      if (head) {
        head.push(record);
        if (head.length === HEADER_SEARCH_ROWS) startBody();
      } else take(record, index);
    },
    /** The file ended (a file shorter than the header search still has its header row found). */
    end() {
      if (head) startBody();
      for (const { record, rowNumber } of held) skip(record, rowNumber, 'under the data, one cell of text that is no record');
      held = [];
    },
  };
}
