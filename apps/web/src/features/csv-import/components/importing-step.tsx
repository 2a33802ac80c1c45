import { ENTITY_NOUNS, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { importPercent, type ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '../lib/import-messages';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** What the import is doing, in the agent's words. */
function phase(entity: ImportEntity, view: ImportFileView | null): string {
  const noun = ENTITY_NOUNS[entity].many;
  if (!view) return 'Starting the import…';
  switch (view.status) {
    case 'uploading':
      return `Uploading ${megabytes(view.received_bytes)} of ${megabytes(view.file_bytes)}…`;
    case 'queued':
      return 'Waiting to start…';
    case 'reading':
      return `Checking rows: ${formatCount(view.progress.rows_read)} read…`;
    case 'writing':
      return `Saving ${formatCount(view.progress.rows_to_write)} ${noun}…`;
    default:
      return 'Finishing…';
  }
}

/**
 * Progress of the upload, then of the server's job reading and writing the file. Once the file is
 * uploaded the job no longer needs this window: the agent may close it and hears when it is done.
 */
export function ImportingStep({ entity, progress }: { entity: ImportEntity; progress: ImportFileView | null }) {
  const isUploading = !progress || progress.status === 'uploading';
  return (
    <div className="space-y-3 py-6" role="status">
      <p className="text-sm font-medium">{phase(entity, progress)}</p>
      <Progress value={progress ? importPercent(progress) : 0} aria-label="Import progress" />
      <p className="text-xs text-muted-foreground">
        {isUploading
          ? 'Keep this window open until the upload finishes.'
          : 'The file is uploaded. You can close this window: the import goes on, and a notification tells you when it is done.'}
      </p>
    </div>
  );
}
