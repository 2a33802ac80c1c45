import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { summarizeMapping, type ColumnMapping, type MappingSummary } from '@porchlight/domain/csv-import/auto-map';
import { CONFIDENCE_HIGH, type DuplicateMode, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { isApiError } from '@/lib/api-client';
import type { ImportFileOptions } from '../api/import-file';
import { createImportEngine, type ImportEngine } from '../lib/import-engine';
import type { LoadedFile, PreviewSummary } from '../lib/import-session';
import {
  IMPORT_FAILED_FALLBACK,
  NO_HEADERS_MESSAGE,
  NON_CSV_MESSAGE,
  SUCCESS_TOAST_TITLE,
  UNKNOWN_READ_ERROR,
  importedMessage,
} from '../lib/import-messages';
import { isCsvFile } from '../lib/is-csv-file';

export type ImportStep = 'upload' | 'mapping' | 'preview' | 'importing' | 'complete';

/**
 * Spec 001 §7 "Import function (caller supplied)": here it takes the file itself with what the
 * agent confirmed (columns, mapping, format, duplicates flag) and answers the finished import,
 * whose result carries the counts and errors (decision 015: the file is sent, not its rows).
 */
export type ImportFileFunction = (file: File, options: ImportFileOptions) => Promise<ImportFileView>;

type State = {
  step: ImportStep;
  fileName: string | null;
  chosen: File | null;
  isReading: boolean;
  file: LoadedFile | null;
  mapping: ColumnMapping;
  preview: PreviewSummary | null;
  /** Errors of the file itself (not CSV, unreadable, no headers, parse errors) shown under "Errors Found". */
  fileErrors: string[];
  duplicates: DuplicateMode;
  /** Leads: the stage the agent chose for each of the file's stages the account has none of that name for. */
  stageChoices: Record<string, string>;
  progress: ImportFileView | null;
  result: ImportFileView | null;
  failure: string[] | null;
};

const INITIAL: State = {
  step: 'upload',
  fileName: null,
  chosen: null,
  isReading: false,
  file: null,
  mapping: [],
  preview: null,
  fileErrors: [],
  duplicates: 'skip',
  stageChoices: {},
  progress: null,
  result: null,
  failure: null,
};

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
export function useCsvImportFlow(entity: ImportEntity, onImport: ImportFileFunction, onImported?: (result: ImportFileView) => void) {
  const [state, setState] = useState<State>(INITIAL);
  const engineRef = useRef<ImportEngine | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  /** Each preview's whole-file check; an older one (the mapping changed since) is not shown. */
  const scanRef = useRef(0);
  const patch = (next: Partial<State>) => setState((s) => ({ ...s, ...next }));

  const engine = () => (engineRef.current ??= createImportEngine());
  const disposeEngine = () => {
    engineRef.current?.dispose();
    engineRef.current = null;
  };
  // Closing the dialog stops following the import (it goes on on the server) and the checks.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      disposeEngine();
    },
    [],
  );

  const summary: MappingSummary | null = state.file ? summarizeMapping(entity, state.mapping) : null;

  /** The preview of the sample at once, then the whole file checked in the background. */
  const showPreview = async (mapping: ColumnMapping) => {
    const scan = ++scanRef.current;
    const preview = await engine().convert(mapping);
    patch({ step: 'preview', preview, mapping });
    if (preview.checked >= 1) return;
    const show = (summary: PreviewSummary) =>
      scan === scanRef.current && patch({ preview: { ...summary, sample: preview.sample, columns: preview.columns } });
    void engine()
      .scan(mapping, show)
      .then(show)
      .catch(() => {});
  };

  /** Upload: read a sample, auto-map, then the preview (required fields mapped, confidence >= 90) or the mapping. */
  const chooseFile = async (chosen: File) => {
    disposeEngine();
    setState({ ...INITIAL, fileName: chosen.name, chosen });
    if (!isCsvFile(chosen)) return patch({ step: 'preview', fileErrors: [NON_CSV_MESSAGE] });
    patch({ isReading: true });
    try {
      const file = await engine().load(entity, chosen);
      // A workbook, PDF or picture renamed .csv reads as a file that is not CSV, whatever its name.
      if (file.isBinary) return patch({ isReading: false, step: 'preview', fileErrors: [NON_CSV_MESSAGE] });
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

  /** Import Data; `upToLimit`: only the first rows the plan has room for ("Import the first 25 leads"). */
  const startImport = async (upToLimit = false) => {
    const { preview, file, chosen } = state;
    if (!preview || preview.validCount === 0 || !file || !chosen) return;
    const controller = new AbortController();
    abortRef.current = controller;
    patch({ step: 'importing', progress: null });
    try {
      const view = await onImport(chosen, {
        headers: file.headers,
        mapping: state.mapping,
        format: file.format,
        duplicates: state.duplicates,
        stageChoices: state.stageChoices,
        upToLimit,
        signal: controller.signal,
        onProgress: (progress) => patch({ progress }),
      });
      if (view.status === 'completed' && view.result) {
        patch({ step: 'complete', result: view, failure: null });
        toast.success(SUCCESS_TOAST_TITLE, { description: importedMessage(entity, view.result.imported, view.result.updated) });
        onImported?.(view);
      } else {
        patch({ step: 'complete', result: view, failure: [view.error ?? IMPORT_FAILED_FALLBACK] });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      patch({ step: 'complete', result: null, failure: failureMessages(error) });
    }
  };

  /** "Upload Different File": back to the upload step with everything reset. */
  const reset = () => {
    scanRef.current += 1;
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
    /** A file stage's stage of the account; null: back to the first stage with the name kept as a tag. */
    chooseStage: (name: string, stageId: string | null) =>
      setState((s) => {
        const { [name]: _dropped, ...rest } = s.stageChoices;
        return { ...s, stageChoices: stageId ? { ...rest, [name]: stageId } : rest };
      }),
    startImport,
    reset,
  };
}
export type CsvImportFlow = ReturnType<typeof useCsvImportFlow>;
