import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod/mini';

type Values = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * The sign-in and sign-up forms' state, checked by the domain's schema: problems show after the
 * first submit and then follow the typing, the first one is focused, nothing is sent while one
 * remains (react-hook-form's defaults, which the other forms use). Not react-hook-form here:
 * /signin's JavaScript budget (issue 47) has no room for it beside the app's start-up.
 */
export function useSchemaForm<S extends z.ZodMiniType<Values, Values>>(schema: S, defaults: z.input<S>) {
  type Input = z.input<S>;
  type Name = keyof Input & string;
  const [values, setValues] = useState<Input>(defaults);
  const [errors, setErrors] = useState<Errors<Input>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const check = (next: Input) => {
    const result = schema.safeParse(next);
    const found: Errors<Input> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const name = String(issue.path[0]) as Name;
      found[name] ??= issue.message;
    }
    return { result, found };
  };

  const setValue = <N extends Name>(name: N, value: Input[N]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(check(next).found);
  };

  const setError = (name: Name, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    inputs.current.get(name)?.focus();
  };

  /** The props of the input for `name` (a checkbox when its value is a boolean). */
  const register = (name: Name) => {
    const value = values[name];
    const common = {
      name,
      ref: (input: HTMLInputElement | null) => void (input ? inputs.current.set(name, input) : inputs.current.delete(name)),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, (typeof value === 'boolean' ? event.target.checked : event.target.value) as Input[Name]),
    };
    return typeof value === 'boolean' ? { ...common, checked: value } : { ...common, value: String(value) };
  };

  const handleSubmit = (onValid: (output: z.output<S>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { result, found } = check(values);
    setErrors(found);
    if (!result.success) {
      const first = Object.keys(found)[0];
      if (first) inputs.current.get(first)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setValue, setError, errors, isSubmitting };
}
