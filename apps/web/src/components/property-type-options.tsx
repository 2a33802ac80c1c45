import { PROPERTY_STATUSES } from '@porchlight/domain/properties/property-status';
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from '@porchlight/domain/properties/property-types';

/**
 * A property type select's options: the empty choice, then the types properties use, in their
 * words. One list for the property form, the properties' Type filter and a property alert's Type
 * (issue 46: "the alert's type is the same list properties use").
 */
export function PropertyTypeOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {PROPERTY_TYPES.map((t) => (
        <option key={t} value={t}>
          {PROPERTY_TYPE_LABELS[t]}
        </option>
      ))}
    </>
  );
}

/** A property status select's options: the empty choice, then the statuses properties use. */
export function PropertyStatusOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {PROPERTY_STATUSES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </>
  );
}
