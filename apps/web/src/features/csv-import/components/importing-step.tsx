import { ENTITY_NOUNS, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { Progress } from '@/components/ui/progress';
import type { ImportProgress } from '../api/import-rows';
import { formatCount } from '../lib/import-messages';

/** Progress while rows are uploaded, then while the server writes them in one transaction. */
export function ImportingStep({ entity, progress }: { entity: ImportEntity; progress: ImportProgress | null }) {
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const isSaving = progress?.phase === 'saving';
  const percent = total === 0 ? 0 : Math.round((done / total) * (isSaving ? 100 : 90));
  return (
    <div className="space-y-3 py-6" role="status">
      <p className="text-sm font-medium">
        {isSaving
          ? `Saving ${formatCount(total)} ${ENTITY_NOUNS[entity].many}…`
          : `Uploading ${formatCount(done)} of ${formatCount(total)} ${ENTITY_NOUNS[entity].many}…`}
      </p>
      <Progress value={isSaving ? Math.max(percent, 95) : percent} aria-label="Import progress" />
      <p className="text-xs text-muted-foreground">Keep this window open until the import finishes.</p>
    </div>
  );
}
