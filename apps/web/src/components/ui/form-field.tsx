import { cloneElement, useId, type ReactElement } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

type FormFieldProps = {
  label: string;
  /** The input (or select, textarea); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  error?: string;
  hint?: string;
  className?: string;
};

/** Label + control + hint + error, wired so screen readers read the error with the field. */
export function FormField({ label, children, error, hint, className }: FormFieldProps) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
