import type { ColumnMapping } from '@porchlight/domain/csv-import/auto-map';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';

/** Messages between the page and the import worker. */
export type EngineRequest =
  | { id: number; type: 'load'; entity: ImportEntity; file: Blob }
  | { id: number; type: 'convert'; mapping: ColumnMapping }
  | { id: number; type: 'scan'; mapping: ColumnMapping };

export type EngineResponse =
  | { id: number; type: 'progress'; progress: unknown }
  | { id: number; type: 'result'; result: unknown }
  | { id: number; type: 'error'; message: string };
