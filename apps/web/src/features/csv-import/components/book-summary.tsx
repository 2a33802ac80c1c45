import { matchImportOwner, matchImportStage } from '@porchlight/domain/csv-import/book-matching';
import type { ImportContextResponse } from '@porchlight/domain/csv-import/import-api-schemas';
import type { DuplicateMode } from '@porchlight/domain/csv-import/import-constants';
import { countOf } from '../lib/import-nouns';
import { NativeSelect } from '@/components/ui/native-select';

type Props = {
  stages: Record<string, number>;
  owners: Record<string, number>;
  context: ImportContextResponse | undefined;
  duplicates?: DuplicateMode;
  /** The agent's stage for each file stage of no name of theirs (issue 50), and how to change one. */
  stageChoices?: Record<string, string>;
  onStageChoice?: (name: string, stageId: string | null) => void;
};

const byCount = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]);

/**
 * What a book's stages and owners become before anything is imported: each stage of the file
 * with the pipeline stage its leads go to (and why), each "Assigned To" with who gets them.
 * A stage of the file with no stage of that name or meaning is the mapping step (issue 50): the
 * agent picks one of theirs, or leaves it as a tag on leads in the first stage.
 * Updating, a lead the agent has keeps its stage where the file names none of theirs.
 */
export function BookSummary({ stages, owners, context, duplicates = 'skip', stageChoices = {}, onStageChoice }: Props) {
  const stageRows = byCount(stages).filter(([name]) => name !== '');
  const ownerRows = byCount(owners).filter(([name]) => name !== '');
  if (!context || (stageRows.length === 0 && ownerRows.length === 0)) return null;
  const first = context.stages[0]?.name;
  const noStage = stages[''] ?? 0;
  const keeps = duplicates === 'update' ? ', a lead you have keeps its stage' : '';
  return (
    <section aria-label="Stages and owners" className="grid gap-3 rounded-md border border-border p-3 text-sm">
      {stageRows.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="font-medium">Pipeline stages</h3>
          <ul className="grid gap-1">
            {stageRows.map(([name, n]) => {
              const match = matchImportStage(name, context.stages);
              const unknown = match?.kind === 'first';
              const chosen = stageChoices[name];
              return (
                <li key={name} className="flex flex-wrap items-baseline gap-x-1.5">
                  <span className="font-medium">{name}</span>
                  <span className="text-muted-foreground">({countOf('leads', n)})</span>
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">go to</span>
                  {unknown && onStageChoice ? (
                    <NativeSelect
                      aria-label={`Stage for ${name}`}
                      value={chosen ?? ''}
                      onChange={(e) => onStageChoice(name, e.target.value || null)}
                      className="h-7 w-auto py-0 text-sm"
                    >
                      <option value="">{first} (kept as a tag)</option>
                      {context.stages.map((stage) => (
                        <option key={stage.id} value={stage.id}>
                          {stage.name}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <span>{match?.stage.name ?? first}</span>
                  )}
                  {unknown && !chosen && <span className="text-xs text-muted-foreground">no stage of that name{keeps}</span>}
                </li>
              );
            })}
            {noStage > 0 && first && (
              <li className="text-muted-foreground">
                {countOf('leads', noStage)} without a stage → {first}
                {keeps && ' (a lead you have keeps its stage)'}
              </li>
            )}
          </ul>
        </div>
      )}
      {ownerRows.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="font-medium">Assigned to</h3>
          <ul className="grid gap-1">
            {ownerRows.map(([name, n]) => {
              const person = matchImportOwner(name, context.people);
              const isYou = !person || person.id === context.people[0]?.id;
              return (
                <li key={name} className="flex flex-wrap items-baseline gap-x-1.5">
                  <span className="font-medium">{name}</span>
                  <span className="text-muted-foreground">({countOf('leads', n)})</span>
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">go to</span>
                  <span>{isYou ? 'you' : (person.name ?? person.email)}</span>
                  {!person && <span className="text-xs text-muted-foreground">nobody on your team by that name or e-mail</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
