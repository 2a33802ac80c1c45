import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { importTemplate } from '@porchlight/domain/csv-import/import-templates';

/** Saves the entity's sample CSV (two example rows) through a temporary link. */
export function downloadTemplate(entity: ImportEntity): void {
  const { filename, csv } = importTemplate(entity);
  // A byte-order mark so Excel opens the UTF-8 file with the right characters.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
