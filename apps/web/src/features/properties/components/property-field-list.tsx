import { ExternalLink } from 'lucide-react';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { PROPERTY_FIELDS, PROPERTY_FIELD_GROUPS, type PropertyField } from '@porchlight/domain/properties/property-fields';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { propertyTypeLabel } from '@porchlight/domain/properties/property-types';

const SHOWN_IN_HEADER = new Set(['address', 'currentPrice', 'status']);

function display(field: PropertyField, value: unknown) {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'dollars':
      return formatMoney(value as number);
    case 'cents':
      return `$${(value as number).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'list':
      return (value as string[]).join(', ');
    case 'int':
      return (value as number).toLocaleString('en-US', { useGrouping: field.key !== 'yearBuilt' });
    case 'tenths':
      return (value as number).toLocaleString('en-US', { maximumFractionDigits: 1 });
    case 'url':
      return (
        <a
          href={value as string}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 break-all text-primary underline"
        >
          Open <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      );
    default:
      return field.key === 'propertyType' ? propertyTypeLabel(value as string) : String(value);
  }
}

/** Every recorded field of a property, by group (the header shows address, price and status). */
export function PropertyFieldList({ property, headingLevel = 'h2' }: { property: PropertyResponse; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <>
      {PROPERTY_FIELD_GROUPS.map((group) => {
        const rows = PROPERTY_FIELDS.filter((f) => f.group === group.id && !SHOWN_IN_HEADER.has(f.key))
          .map((f) => ({ field: f, value: display(f, property[f.key as keyof PropertyResponse]) }))
          .filter((r) => r.value !== null);
        if (rows.length === 0) return null;
        return (
          <section key={group.id} className="grid gap-2">
            <Heading className="text-sm font-semibold">{group.label}</Heading>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {rows.map(({ field, value }) => (
                <div key={field.key} className={field.kind === 'longText' ? 'sm:col-span-2' : undefined}>
                  <dt className="text-xs text-muted-foreground">{field.label}</dt>
                  <dd className="whitespace-pre-line break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
