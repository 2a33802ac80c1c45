import { useState } from 'react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { ENTITY_NOUNS } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Link } from 'react-router';
import { PLANS_PATH, SEE_PLANS_LABEL } from '@/lib/limit-reached';
import { useImportContext } from '../api/get-import-context';
import { useCsvImportFlow, type ImportFileFunction } from '../hooks/use-csv-import-flow';
import { countOf } from '../lib/import-nouns';
import { mayRepeatRecords, roomFor } from './plan-room-notice';
import { CompleteStep } from './complete-step';
import { ImportingStep } from './importing-step';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { StartAutomationsChoice } from './start-automations-choice';
import { UploadStep } from './upload-step';

export type CsvImportDialogProps = {
  entity: ImportEntity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Imports the file (e.g. `(file, options) => importFile('leads', file, options)`). */
  onImport: ImportFileFunction;
  /** After a successful import (refresh lists here). */
  onImported?: (result: ImportFileView) => void;
};

const DESCRIPTIONS: Record<ImportEntity, string> = {
  properties: 'Upload a CSV file exported from your MLS, a listing site or a spreadsheet.',
  leads: 'Upload a CSV file exported from Google Contacts, Outlook, your CRM or a spreadsheet.',
};

function ImportFlow({ entity, onOpenChange, onImport, onImported }: Omit<CsvImportDialogProps, 'open'>) {
  // Issue 46: whether a lead import's new leads may start flows (off unless the agent says so).
  const [startAutomations, setStartAutomations] = useState(false);
  const flow = useCsvImportFlow(entity, (file, options) => onImport(file, { ...options, startAutomations }), onImported);
  const context = useImportContext(entity).data;
  const { state, summary } = flow;
  // Past the plan's room the import offers what fits, never one that would fail the same way.
  const isChecked = state.preview !== null && state.preview.checked >= 1;
  const fits = state.preview && isChecked ? roomFor(context, state.preview.validCount) : null;
  const close = () => onOpenChange(false);
  const uploadDifferent = (
    <Button variant="outline" onClick={flow.reset}>
      Upload Different File
    </Button>
  );
  const canContinue = summary !== null && summary.missingRequired.length === 0;
  // The file is being uploaded: Escape, a click outside and the close button must not abandon it.
  // Once it is on the server the job goes on without this window.
  const isBusy = state.step === 'importing' && (!state.progress || state.progress.status === 'uploading');
  const holdWhileBusy = (event: Event) => {
    if (isBusy) event.preventDefault();
  };

  return (
    <DialogContent className="max-w-2xl" hideClose={isBusy} onEscapeKeyDown={holdWhileBusy} onInteractOutside={holdWhileBusy}>
      <DialogHeader>
        <DialogTitle>Import {ENTITY_NOUNS[entity].title}</DialogTitle>
        <DialogDescription>{DESCRIPTIONS[entity]}</DialogDescription>
      </DialogHeader>

      {state.step === 'upload' && (
        <>
          <UploadStep entity={entity} isReading={state.isReading} fileName={state.fileName} onFile={flow.chooseFile} />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
          </DialogFooter>
        </>
      )}

      {state.step === 'mapping' && state.file && summary && (
        <>
          <MappingStep
            entity={entity}
            headers={state.file.headers}
            sampleRecords={state.file.sampleRecords}
            mapping={state.mapping}
            summary={summary}
            onChange={flow.setColumnTarget}
          />
          <DialogFooter>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            {uploadDifferent}
            <Button onClick={flow.continueToPreview} disabled={!canContinue}>
              {canContinue ? 'Continue to Preview' : 'Fix Required Fields First'}
            </Button>
          </DialogFooter>
        </>
      )}

      {state.step === 'preview' && (
        <>
          <PreviewStep
            entity={entity}
            preview={state.preview}
            fileErrors={state.fileErrors}
            duplicates={state.duplicates}
            onDuplicatesChange={flow.setDuplicates}
            context={context}
            stageChoices={state.stageChoices}
            onStageChoice={flow.chooseStage}
          />
          {entity === 'leads' && state.preview && state.preview.validCount > 0 && (
            <StartAutomationsChoice startAutomations={startAutomations} onChange={setStartAutomations} />
          )}
          <DialogFooter>
            {state.file?.autoMap && (
              <Button variant="ghost" onClick={flow.backToMapping}>
                Back to Mapping
              </Button>
            )}
            {uploadDifferent}
            {fits === null ? (
              <Button onClick={() => flow.startImport()} disabled={!state.preview || state.preview.validCount === 0}>
                Import Data
              </Button>
            ) : mayRepeatRecords(context) ? (
              // Rows the agent has go through (updated or skipped); new ones up to the room.
              <Button onClick={() => flow.startImport(true)}>Import Data</Button>
            ) : (
              <>
                <Button variant={fits > 0 ? 'outline' : 'default'} asChild>
                  <Link to={PLANS_PATH}>{SEE_PLANS_LABEL}</Link>
                </Button>
                {fits > 0 && <Button onClick={() => flow.startImport(true)}>Import the first {countOf(entity, fits)}</Button>}
              </>
            )}
          </DialogFooter>
        </>
      )}

      {state.step === 'importing' && (
        <>
          <ImportingStep entity={entity} progress={state.progress} />
          {!isBusy && (
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Close
              </Button>
            </DialogFooter>
          )}
        </>
      )}

      {state.step === 'complete' && (
        <>
          <CompleteStep entity={entity} result={state.result} failure={state.failure} />
          <DialogFooter>
            {uploadDifferent}
            <Button onClick={close}>Done</Button>
          </DialogFooter>
        </>
      )}
    </DialogContent>
  );
}

/**
 * The CSV import dialog of spec 001 (upload, mapping, preview, importing, complete) for
 * properties or leads. Closing it drops everything (the flow lives only while it is open); it
 * cannot be closed while the file is being uploaded, and may be once the server has it.
 */
export function CsvImportDialog({ entity, open, onOpenChange, onImport, onImported }: CsvImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ImportFlow entity={entity} onOpenChange={onOpenChange} onImport={onImport} onImported={onImported} />}
    </Dialog>
  );
}
