/**
 * One choice among a few, as large radio cards in two columns (a call's outcome): the whole card
 * takes the press, and the focus ring shows on the card, not on the small radio inside it.
 */
export function ChoiceCards<T extends string>({
  name,
  choices,
  labels,
  value,
  onChange,
}: {
  name: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {choices.map((choice) => (
        <label
          key={choice}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="accent-primary"
          />
          {labels[choice]}
        </label>
      ))}
    </div>
  );
}
