import { useId, useMemo } from 'react';
import { X } from 'lucide-react';
import { TEXT_COUNTRIES, TEXT_COUNTRIES_MAX, countryName } from '@porchlight/domain/lead-capture/text-countries';
import { NativeSelect } from '@/components/ui/native-select';

type Props = {
  /** The country of the agent's texting number (null without one): always allowed. */
  textingCountry: string | null;
  /** The countries the agent added. */
  value: string[];
  onChange: (countries: string[]) => void;
  error?: string;
};

/**
 * Where automatic texts to leads who came in by themselves may go (the instant reply and flows'
 * texts): the agent's own country, and the few they add (issue 44).
 */
export function TextCountriesField({ textingCountry, value, onChange, error }: Props) {
  const id = useId();
  const choices = useMemo(
    () =>
      TEXT_COUNTRIES.filter((code) => code !== textingCountry && !value.includes(code))
        .map((code) => ({ code, name: countryName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [textingCountry, value],
  );
  const home = textingCountry
    ? `numbers in ${countryName(textingCountry)}, where your texting number is,`
    : 'only the countries you add (you have no texting number yet)';
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Countries for automatic texts</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        This reply and your flows&apos; texts to leads who came in by themselves go to {home}
        {textingCountry ? ' and the countries you add' : ''}; never to premium-rate numbers.
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Countries you added">
          {value.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pl-2.5 pr-1 text-xs">
              {countryName(code)}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < TEXT_COUNTRIES_MAX && (
        <NativeSelect aria-label="Allow another country" value="" onChange={(e) => e.target.value && onChange([...value, e.target.value])}>
          <option value="">Allow another country…</option>
          {choices.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
