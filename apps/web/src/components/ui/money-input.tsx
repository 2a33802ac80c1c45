import type { ComponentProps, FocusEvent } from 'react';
import { formatAmountInput } from '@porchlight/domain/properties/field-schemas';
import { Input } from './input';

type MoneyInputProps = ComponentProps<'input'> & { withCents?: boolean };

/**
 * A money box: what the agent typed ("650k") reads as the amount ("$650,000") once they leave
 * it, the way the import reads money. Works with react-hook-form's register: the new text goes
 * through the field's own onChange before its onBlur.
 */
export function MoneyInput({ withCents = false, onBlur, onChange, ...props }: MoneyInputProps) {
  const normalise = (event: FocusEvent<HTMLInputElement>) => {
    const shown = formatAmountInput(event.target.value, withCents);
    if (shown !== event.target.value) {
      event.target.value = shown;
      onChange?.(event);
    }
    onBlur?.(event);
  };
  return <Input inputMode="decimal" autoComplete="off" {...props} onChange={onChange} onBlur={normalise} />;
}
