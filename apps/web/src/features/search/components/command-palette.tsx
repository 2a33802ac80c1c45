import { useState } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { Search, type LucideIcon } from 'lucide-react';
import { SEARCH_KIND_LABELS, searchResultHref } from '@porchlight/domain/search/search-schemas';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSearch } from '../api/get-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchHref } from '../hooks/use-search-params';
import { countLabel } from './search-group-section';
import { HighlightedText } from './highlighted-text';
import { SEARCH_KIND_ICONS } from './search-kind-icon';

/** Something the palette can do besides opening a record (the app supplies them: new lead, import...). */
export type QuickAction = { id: string; label: string; icon: LucideIcon; onSelect: () => void };

/** How long typing pauses before the palette asks the server. */
export const PALETTE_DEBOUNCE_MS = 200;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; actions: QuickAction[] };

const itemClass = 'flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-muted';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';

/** Ctrl/Cmd+K: the same search as /search (top results per group) and the quick actions. */
export function CommandPalette({ open, onOpenChange, actions }: Props) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const q = useDebouncedValue(text.trim(), PALETTE_DEBOUNCE_MS);
  const search = useSearch({ q });
  const isTyping = text.trim() !== q;
  const groups = (q && search.data?.query === q ? search.data.groups : []).filter((g) => g.count > 0);
  const shownActions = actions.filter((a) => a.label.toLowerCase().includes(text.trim().toLowerCase()));
  // The first item is chosen whenever what is listed changes (new text, new results); arrows move from there.
  const listed = `${text}|${groups.map((g) => g.kind).join()}|${search.data?.query ?? ''}`;
  const [choice, setChoice] = useState({ listed: '', value: '' });
  const firstValue = groups[0]
    ? `${groups[0].kind}:${groups[0].results[0]!.id}`
    : text.trim()
      ? 'search:all'
      : shownActions[0]
        ? `action:${shownActions[0].id}`
        : '';
  const chosen = choice.listed === listed ? choice.value : firstValue;

  const close = () => {
    onOpenChange(false);
    setText('');
  };
  const go = (href: string) => {
    close();
    void navigate(href);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent hideClose className="top-[15%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0">
        <DialogTitle className="sr-only">Search and quick actions</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search your leads, properties, messages, tasks and flows; arrow keys choose, Enter opens.
        </DialogDescription>
        <Command
          shouldFilter={false}
          loop
          value={chosen}
          onValueChange={(value) => setChoice({ listed, value })}
          label="Search and quick actions"
          className="flex flex-col"
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder="Search or type a command..."
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-[60vh] overflow-y-auto p-2">
            {q && (search.isPending || isTyping) && groups.length === 0 && (
              <Command.Loading>
                <p className="px-3 py-2 text-sm text-muted-foreground">Searching…</p>
              </Command.Loading>
            )}
            {q && search.isError && !isTyping && (
              <p role="alert" className="px-3 py-2 text-sm text-destructive">
                Search failed: {search.error.message}
              </p>
            )}
            {q && search.isSuccess && !isTyping && groups.length === 0 && shownActions.length === 0 && (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">No results for “{q}”</p>
            )}
            {groups.map((group) => {
              const Icon = SEARCH_KIND_ICONS[group.kind];
              return (
                <Command.Group key={group.kind} heading={`${SEARCH_KIND_LABELS[group.kind]} (${countLabel(group)})`} className={groupClass}>
                  {group.results.map((result) => (
                    <Command.Item
                      key={result.id}
                      value={`${group.kind}:${result.id}`}
                      onSelect={() => go(searchResultHref(result))}
                      className={itemClass}
                    >
                      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">
                          <HighlightedText text={result.title || 'Untitled'} ranges={result.title ? result.highlights.title : []} />
                        </span>
                        {result.subtitle && (
                          <span className="block truncate text-muted-foreground">
                            <HighlightedText text={result.subtitle} ranges={result.highlights.subtitle} />
                          </span>
                        )}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              );
            })}
            {text.trim() && (
              <Command.Group heading="Search" className={groupClass}>
                <Command.Item value="search:all" onSelect={() => go(searchHref(text.trim()))} className={itemClass}>
                  <Search className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span>See all results for “{text.trim()}”</span>
                </Command.Item>
              </Command.Group>
            )}
            {shownActions.length > 0 && (
              <Command.Group heading="Quick actions" className={groupClass}>
                {shownActions.map((action) => (
                  <Command.Item
                    key={action.id}
                    value={`action:${action.id}`}
                    onSelect={() => {
                      close();
                      action.onSelect();
                    }}
                    className={itemClass}
                  >
                    <action.icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span>{action.label}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
