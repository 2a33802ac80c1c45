import { useId, useState } from 'react';
import { Home } from 'lucide-react';
import { cardAddress, cardPrice, type CardProperty } from '@porchlight/domain/messaging/property-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toCardProperty, usePropertySearch } from '../api/search-properties';

export type AttachedProperty = CardProperty & { id: string };

type PropertyCardPickerProps = { onPick: (property: AttachedProperty) => void };

/** "Attach property": search the agent's properties by address and pick one for a card. */
export function PropertyCardPicker({ onPick }: PropertyCardPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const results = usePropertySearch(search.trim(), open);
  const properties = (results.data?.properties ?? []).map(toCardProperty);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Home aria-hidden="true" />
        Attach property
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Attach a property</DialogTitle>
            <DialogDescription>A short card with the address, price, beds and baths, and its link goes into the message.</DialogDescription>
          </DialogHeader>
          <Label htmlFor={searchId}>Search by address</Label>
          <Input id={searchId} type="search" placeholder="12 Oak St" value={search} onChange={(e) => setSearch(e.target.value)} autoFocus />
          <ul className="grid max-h-72 gap-1 overflow-y-auto" aria-label="Properties">
            {properties.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent"
                  onClick={() => {
                    onPick(p);
                    setOpen(false);
                    setSearch('');
                  }}
                >
                  <span className="block font-medium">{cardAddress(p)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {[cardPrice(p), p.bedrooms != null ? `${p.bedrooms} beds` : '', p.bathrooms != null ? `${p.bathrooms} baths` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {results.isSuccess && properties.length === 0 && (
            <p className="text-sm text-muted-foreground">
              {search.trim() ? `No property matches "${search.trim()}".` : 'You have no properties yet.'}
            </p>
          )}
          {results.isError && <p className="text-sm text-destructive">The properties could not be loaded.</p>}
        </DialogContent>
      </Dialog>
    </>
  );
}
