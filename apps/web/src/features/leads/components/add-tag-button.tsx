import { useState } from 'react';
import { Tag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** The selection bar's "Add tag": a small form in a popover, the tag added to every selected lead. */
export function AddTagButton({ onAdd, isBusy }: { onAdd: (tag: string) => void; isBusy: boolean }) {
  const [tag, setTag] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" isLoading={isBusy}>
          {!isBusy && <Tag aria-hidden="true" />}
          Add tag
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-3">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tag.trim()) return;
            onAdd(tag.trim());
            setTag('');
            setOpen(false);
          }}
        >
          <Input
            aria-label="Tag to add"
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            maxLength={50}
            placeholder="e.g. buyer"
            autoFocus
          />
          <Button type="submit" size="sm" disabled={!tag.trim()}>
            Add
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
