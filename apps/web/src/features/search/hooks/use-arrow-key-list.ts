import { useCallback, type KeyboardEvent } from 'react';

const ITEM = '[data-search-result]';

/**
 * Arrow keys move focus between the results inside the element (Home/End to the ends); Enter
 * opens the focused one, as links do. Attach the returned handler to the list's container.
 */
export function useArrowKeyList() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : event.key === 'ArrowDown'
            ? Math.min(items.length - 1, at + 1)
            : Math.max(0, at - 1);
    items[next]?.focus();
  }, []);
}
