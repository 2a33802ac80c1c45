import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { summarizeMapping, type ColumnMapping, type MappingSummary } from '@porchlight/domain/csv-import/auto-map';
import { CONFIDENCE_HIGH, type DuplicateMode, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportResult } from '@porchlight/domain/csv-import/import-api-schemas';
import type { ImportRowOf } from '@porchlight/domain/csv-import/row-validation';
import { isApiError } from '@/lib/api-client';
import type { ImportProgress, ImportRowsOptions } from '../api/import-rows';
import { createImportEngine, type ImportEngine } from '../lib/import-engine';
import type { LoadedFile, PreviewSummary } from '../lib/import-session';
import { IMPORT_FAILED_FALLBACK, NO_HEADERS_MESSAGE, NON_CSV_MESSAGE, SUCCESS_TOAST_TITLE, UNKNOWN_READ_ERROR, importedMessage } from '../lib/import-messages';
import { isCsvFile } from '../lib/is-csv-file';

export type ImportStep = 'upload' | 'mapping' | 'preview' | 'importing' | 'complete';

/** Spec 001 §7 "Import function (caller supplied)": transformed rows plus the duplicates flag; answers success and errors. */
export type ImportRowsFunction = (rows: ImportRowOf<ImportEntity>[], options: ImportRowsOptions) => Promise<ImportResult>;

type State = {
  step: ImportStep;
  fileName: string | null;
  isReading: boolean;
  readFraction: number;
  file: LoadedFile | null;
  mapping: ColumnMapping;
  preview: PreviewSummary | null;
  /** Errors of the file itself (not CSV, unreadable, no headers, parse errors) shown under "Errors Found". */
  fileErrors: string[];
  duplicates: DuplicateMode;
  progress: ImportProgress | null;
  result: ImportResult | null;
  failure: string[] | null;
};

const INITIAL: State = {
  step: 'upload', fileName: null, isReading: false, readFraction: 0, file: null, mapping: [], preview: null, fileErrors: [],
  duplicates: 'skip', progress: null, result: null, failure: null,
};

/** Rows come from the worker in slices this size. */
const ROWS_PER_SLICE = 10_000;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : UNKNOWN_READ_ERROR);

function failureMessages(error: unknown): string[] {
  if (isApiError(error)) {
    const body = error.body as { errors?: unknown } | undefined;
    const listed = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
    return [error.message, ...listed.filter((e) => e !== error.message)];
  }
  return [error instanceof Error && error.message ? error.message : IMPORT_FAILED_FALLBACK];
}

/** The five-step import of spec 001 §4, for one entity; the state is dropped when the dialog closes. */
export function useCsvImportFlow(entity: ImportEntity, onImport: ImportRowsFunction, onImported?: (result: ImportResult) => void) {
  const [state, setState] = useState<State>(INITIAL);
  const engineRef = useRef<ImportEngine | null>(null);
  const patch = (next: Partial<State>) => setState((s) => ({ ...s, ...next }));

  const engine = () => (engineRef.current ??= createImportEngine());
  const disposeEngine = () => {
    engineRef.current?.dispose();
    engineRef.current = null;
  };
  useEffect(() => disposeEngine, []);

  const summary: MappingSummary | null = state.file ? summarizeMapping(entity, state.mapping) : null;

  const showPreview = async (mapping: ColumnMapping) => {
    const preview = await engine().convert(mapping);
    patch({ step: 'preview', preview, mapping });
  };

  /** Upload: parse, auto-map, then the preview (required fields mapped, confidence >= 90) or the mapping. */
  const chooseFile = async (chosen: File) => {
    disposeEngine();
    setState({ ...INITIAL, fileName: chosen.name });
    if (!isCsvFile(chosen)) return patch({ step: 'preview', fileErrors: [NON_CSV_MESSAGE] });
    patch({ isReading: true });
    try {
      const file = await engine().load(entity, chosen, (readFraction) => patch({ readFraction }));
      patch({ isReading: false, file, fileErrors: file.parseErrors, mapping: file.autoMap?.mapping ?? [] });
      if (!file.autoMap) return patch({ step: 'preview', fileErrors: [NO_HEADERS_MESSAGE, ...file.parseErrors] });
      const { mapping, missingRequired, confidence } = file.autoMap;
      if (missingRequired.length === 0 && confidence >= CONFIDENCE_HIGH) await showPreview(mapping);
      else patch({ step: 'mapping' });
    } catch (error) {
      patch({ isReading: false, step: 'preview', fileErrors: [messageOf(error)] });
    }
  };

  const setColumnTarget = (column: number, target: string | null) =>
    setState((s) => ({ ...s, mapping: s.mapping.map((m, i) => (i === column ? target : m)) }));

  const continueToPreview = async () => {
    if (!summary || summary.missingRequired.length > 0) return;
    try {
      await showPreview(state.mapping);
    } catch (error) {
      patch({ step: 'preview', fileErrors: [messageOf(error)] });
    }
  };

  const startImport = async () => {
    const preview = state.preview;
    if (!preview || preview.validCount === 0) return;
    patch({ step: 'importing', progress: { done: 0, total: preview.validCount, phase: 'uploading' } });
    try {
      const rows: ImportRowOf<ImportEntity>[] = [];
      const rowNumbers: number[] = [];
      for (let start = 0; start < preview.validCount; start += ROWS_PER_SLICE) {
        const slice = await engine().validRows(start, ROWS_PER_SLICE);
        rows.push(...slice.rows);
        rowNumbers.push(...slice.rowNumbers);
      }
      const result = await onImport(rows, { duplicates: state.duplicates, rowNumbers, onProgress: (progress) => patch({ progress }) });
      if (result.success) {
        patch({ step: 'complete', result, failure: null });
        toast.success(SUCCESS_TOAST_TITLE, { description: importedMessage(entity, result.imported) });
        onImported?.(result);
      } else {
        patch({ step: 'complete', result, failure: result.errors.length > 0 ? result.errors : [IMPORT_FAILED_FALLBACK] });
      }
    } catch (error) {
      patch({ step: 'complete', result: null, failure: failureMessages(error) });
    }
  };

  /** "Upload Different File": back to the upload step with everything reset. */
  const reset = () => {
    disposeEngine();
    setState(INITIAL);
  };

  return {
    state,
    summary,
    chooseFile,
    setColumnTarget,
    continueToPreview,
    backToMapping: () => patch({ step: 'mapping' }),
    setDuplicates: (duplicates: DuplicateMode) => patch({ duplicates }),
    startImport,
    reset,
  };
}
export type CsvImportFlow = ReturnType<typeof useCsvImportFlow>;
