import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from '@/components/ui/tabs';

export type UrlTab<V extends string> = { value: V; label: string; content: ReactNode };

type UrlTabsProps<V extends string> = {
  tabs: readonly UrlTab<V>[];
  defaultValue: V;
  label: string;
  /** On the tab list's line, before it (a list page's title): one line less above the list. */
  leading?: ReactNode;
};

// The keys that move along the tab list (WAI-ARIA tabs pattern, horizontal), from the tab at i of n.
const NEXT_TAB: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs whose selection lives in ?tab=, so links, reloads and the back button all agree.
 *
 * Rendered here rather than with Radix's Tabs, though they look and answer the keys the same: its
 * tab list counts its tabs in a layout effect and its panels read their computed style from a
 * ref, each setting state while React commits. That renders again at once and runs every effect
 * of the first screen in the same task, the longest task of `/dashboard`'s load (issue 15,
 * docs/performance.md).
 */
export function UrlTabs<V extends string>({ tabs, defaultValue, label, leading }: UrlTabsProps<V>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = tabs.some((t) => t.value === requested) ? (requested as V) : defaultValue;
  const baseId = useId();
  const tabId = (value: V) => `${baseId}-tab-${value}`;
  const panelId = (value: V) => `${baseId}-panel-${value}`;
  const tabButtons = useRef(new Map<V, HTMLButtonElement>());

  // Changing tab drops the previous tab's deep-link parameters (id, highlight, ...).
  const select = (value: V) => {
    if (value !== active) setSearchParams({ tab: value });
  };

  // Arrows, Home and End move the focus and select the tab it lands on (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_TAB[event.key];
    const from = tabs.findIndex((t) => tabButtons.current.get(t.value) === event.target);
    if (!move || from < 0) return;
    event.preventDefault();
    const to = tabs[move(from, tabs.length)]!;
    tabButtons.current.get(to.value)?.focus();
    select(to.value);
  };

  const tabList = (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={TABS_LIST_CLASS} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === active;
        return (
          <button
            key={tab.value}
            ref={(button) => {
              if (button) tabButtons.current.set(tab.value, button);
              else tabButtons.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId(tab.value)}
            data-state={selected ? 'active' : 'inactive'}
            tabIndex={selected ? 0 : -1}
            className={TABS_TRIGGER_CLASS}
            onClick={() => select(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
  return (
    <div>
      {leading ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {leading}
          {tabList}
        </div>
      ) : (
        tabList
      )}
      {tabs.map((tab) => {
        const selected = tab.value === active;
        // The others stay in the page, empty and hidden, so each tab's aria-controls names an element.
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            data-state={selected ? 'active' : 'inactive'}
            hidden={!selected}
            tabIndex={0}
            className={TABS_CONTENT_CLASS}
          >
            {selected && tab.content}
          </div>
        );
      })}
    </div>
  );
}
