import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { importPercent, type ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '../lib/import-messages';
import { countOf } from '../lib/import-nouns';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/** What the import is doing, in the agent's words. */
function phase(entity: ImportEntity, view: ImportFileView | null): string {
  if (!view) return 'Starting the import…';
  switch (view.status) {
    case 'uploading':
      // A sizes line says something only for a file big enough to take a while (a 300-row export is 0.1 MB).
      return view.file_bytes < MB ? 'Uploading the file…' : `Uploading ${megabytes(view.received_bytes)} of ${megabytes(view.file_bytes)}…`;
    case 'queued':
      return 'Waiting to start…';
    case 'reading':
      return `Checking rows: ${formatCount(view.progress.rows_read)} read…`;
    case 'writing':
      return `Saving ${countOf(entity, view.progress.rows_to_write)}…`;
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
