import { createFooterFilter, findHeaderRowIndex, HEADER_SEARCH_ROWS, isBlankRecord } from './header-row';
import type { ImportEntity } from './import-constants';

export type TableStreamHandlers = {
  /** The header row, once found among the first rows (a BOM dropped, cells trimmed). */
  headers: (headers: string[]) => void;
  /** A data row and how the user counts it (its row in the file, the header row counting). */
  row: (record: string[], rowNumber: number) => void;
};

/**
 * Reads a file's records one at a time, as they are parsed, and hands on its header row and
 * then each data row, so a file of any size is read without holding it. The first rows are held
 * until the header row is found among them (notes above it are passed over); blank rows and
 * report footers below the data (disclaimers, copyright lines, record counts) are dropped.
 * toCsvTable reads a whole table through it, so a streamed file and a sample agree.
 */
export function createTableStream(entity: ImportEntity, handlers: TableStreamHandlers) {
  let head: string[][] | null = [];
  let index = 0;
  let isFooter: (record: readonly string[]) => boolean = () => false;
  const take = (record: string[], rowNumber: number) => {
    if (!isFooter(record) && !isBlankRecord(record)) handlers.row(record, rowNumber);
  };
  const startBody = () => {
    const rows = head ?? [];
    head = null;
    const headerIndex = findHeaderRowIndex(entity, rows);
    const headers = (rows[headerIndex] ?? []).map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
    isFooter = createFooterFilter(headers);
    handlers.headers(headers);
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
    },
  };
}
