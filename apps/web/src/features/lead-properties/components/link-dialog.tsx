import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { LEAD_PROPERTY_KINDS, LEAD_PROPERTY_KIND_LABELS, type LeadPropertyKind } from '@porchlight/domain/leads/lead-property-links';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useLinkLeadProperty } from '../api/link-lead-property';
import { useLinkChoices } from '../api/search-link-choices';

type LinkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's own record: a lead links a property, a property links a lead. */
  from: { side: 'lead' | 'property'; id: string; name: string };
  onLinked?: () => void;
};

/** Pick a property for a lead (or a lead for a property) and how they relate. */
export function LinkDialog({ open, onOpenChange, from, onLinked }: LinkDialogProps) {
  const choicesOf = from.side === 'lead' ? 'properties' : 'leads';
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [kind, setKind] = useState<LeadPropertyKind>('interested');
  const choices = useLinkChoices(choicesOf, search.trim(), open);
  const link = useLinkLeadProperty();
  const name = useId();
  const noun = choicesOf === 'leads' ? 'lead' : 'property';

  const close = () => {
    onOpenChange(false);
    setSearch('');
    setChosen(null);
    link.reset();
  };
  const save = () => {
    if (!chosen) return;
    const pair = from.side === 'lead' ? { leadId: from.id, propertyId: chosen } : { leadId: chosen, propertyId: from.id };
    link.mutate(
      { ...pair, kind },
      {
        onSuccess: () => {
          toast.success(`${noun === 'lead' ? 'Lead' : 'Property'} linked`);
          onLinked?.();
          close();
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Link a {noun}</DialogTitle>
          <DialogDescription>
            {from.side === 'lead'
              ? `A property ${from.name} is interested in, toured or offered on.`
              : `A lead interested in, having toured or offered on ${from.name}.`}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium">{noun === 'lead' ? 'Lead' : 'Property'}</legend>
          <Input
            type="search"
            aria-label={`Search ${choicesOf}`}
            placeholder={noun === 'lead' ? 'Search by name, e-mail or phone' : 'Search by address, city or MLS number'}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {choices.isPending ? (
            <Spinner />
          ) : choices.isError ? (
            <p role="alert" className="text-sm text-destructive-text">
              {choicesOf === 'leads' ? 'Leads' : 'Properties'} could not be loaded.{' '}
              <button type="button" className="underline" onClick={() => void choices.refetch()}>
                Retry
              </button>
            </p>
          ) : choices.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{search ? `No ${noun} matches.` : `You have no ${choicesOf} yet.`}</p>
          ) : (
            <ul className="grid max-h-56 gap-1 overflow-y-auto">
              {choices.data.map((choice) => (
                <li key={choice.id}>
                  <label className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent">
                    <input type="radio" name={name} checked={chosen === choice.id} onChange={() => setChosen(choice.id)} />
                    <span className="truncate font-medium">{choice.title}</span>
                    <span className="truncate text-muted-foreground">{choice.subtitle}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${name}-kind`}>How they relate</Label>
          <NativeSelect id={`${name}-kind`} value={kind} onChange={(e) => setKind(e.target.value as LeadPropertyKind)}>
            {LEAD_PROPERTY_KINDS.map((k) => (
              <option key={k} value={k}>
                {LEAD_PROPERTY_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FormError message={link.isError ? messageOf(link.error) : null} />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!chosen} isLoading={link.isPending}>
            {link.isPending ? 'Linking...' : `Link ${noun}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
