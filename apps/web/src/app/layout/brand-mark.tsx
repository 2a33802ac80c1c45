import { Lamp } from 'lucide-react';

/** The product's name with its porch-light mark; decorative icon, readable name. */
export function BrandMark() {
  return (
    <span className="flex items-center gap-2 text-base font-semibold tracking-tight">
      <span className="flex size-7 items-center justify-center rounded-md bg-brand/15">
        <Lamp className="size-4 text-brand" aria-hidden="true" />
      </span>
      Porchlight
    </span>
  );
}
