import { useId } from 'react';
import type { ColumnMapping, MappingSummary } from '@porchlight/domain/csv-import/auto-map';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { IMPORT_TARGETS, targetLabel } from '@porchlight/domain/csv-import/import-targets';
import { ConfidenceBanner } from './confidence-banner';
import { missingRequiredMessage } from '../lib/import-messages';

type Props = {
  entity: ImportEntity;
  headers: string[];
  sampleRecords: string[][];
  mapping: ColumnMapping;
  summary: MappingSummary;
  onChange: (column: number, target: string | null) => void;
};

const DONT_IMPORT = '';

function ColumnRow({
  entity,
  header,
  example,
  target,
  onChange,
}: {
  entity: ImportEntity;
  header: string;
  example: string;
  target: string | null;
  onChange: (t: string | null) => void;
}) {
  const id = useId();
  const { fields, targets } = IMPORT_TARGETS[entity];
  const parts = targets.filter((t) => !fields.includes(t));
  return (
    <li className="grid gap-1 py-2 sm:grid-cols-2 sm:items-center sm:gap-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block truncate text-sm font-medium">
          {header || '(no header)'}
        </label>
        {example && <p className="truncate text-xs text-muted-foreground">e.g. {example}</p>}
      </div>
      <select
        id={id}
        value={target ?? DONT_IMPORT}
        onChange={(e) => onChange(e.target.value === DONT_IMPORT ? null : e.target.value)}
        className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
      >
        <option value={DONT_IMPORT}>Don't import</option>
        <optgroup label="Fields">
          {fields.map((f) => (
            <option key={f} value={f}>
              {targetLabel(entity, f)}
            </option>
          ))}
        </optgroup>
        <optgroup label="Parts joined into one field">
          {parts.map((p) => (
            <option key={p} value={p}>
              {targetLabel(entity, p)}
            </option>
          ))}
        </optgroup>
      </select>
    </li>
  );
}

/** Spec 001 §2 mapping: the confidence banner, the auto-mapped columns and the unmapped columns; any column can be re-mapped. */
export function MappingStep({ entity, headers, sampleRecords, mapping, summary, onChange }: Props) {
  const example = (column: number) => sampleRecords.map((r) => r[column]?.trim() ?? '').find(Boolean) ?? '';
  const columns = headers.map((header, index) => ({ header, index }));
  const mapped = columns.filter((c) => mapping[c.index] !== null && mapping[c.index] !== undefined);
  const unmapped = columns.filter((c) => mapping[c.index] === null || mapping[c.index] === undefined);
  const row = (c: { header: string; index: number }) => (
    <ColumnRow
      key={c.index}
      entity={entity}
      header={c.header}
      example={example(c.index)}
      target={mapping[c.index] ?? null}
      onChange={(t) => onChange(c.index, t)}
    />
  );
  return (
    <div className="space-y-4">
      <ConfidenceBanner
        confidence={summary.confidence}
        matched={summary.mappedKeyFields.length}
        of={IMPORT_TARGETS[entity].keyFields.length}
      />
      {summary.missingRequired.length > 0 && (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive-text">
          {missingRequiredMessage(summary.missingRequired.map((f) => targetLabel(entity, f)))}
        </p>
      )}
      <section aria-labelledby="mapped-columns">
        <h3 id="mapped-columns" className="text-sm font-semibold">
          Auto-mapped columns ({mapped.length})
        </h3>
        <ul className="divide-y divide-border">{mapped.map(row)}</ul>
      </section>
      {unmapped.length > 0 && (
        <section aria-labelledby="unmapped-columns">
          <h3 id="unmapped-columns" className="text-sm font-semibold">
            Unmapped columns ({unmapped.length})
          </h3>
          <p className="text-xs text-muted-foreground">These columns will not be imported unless you choose a field.</p>
          <ul className="divide-y divide-border">{unmapped.map(row)}</ul>
        </section>
      )}
    </div>
  );
}
