import { useRef } from 'react';

/**
 * A dialog opened without a Radix trigger (from a table row, a menu, a keyboard shortcut) would
 * leave focus on the page's body when it closes. This remembers what had focus as the dialog
 * opened (focus has not moved into it yet when onOpenAutoFocus runs) and gives focus back to it
 * on close, when it is still on the page (issue 18). Spread the result on the dialog's content.
 */
export function useReturnFocus(handlers: { onOpenAutoFocus?: (e: Event) => void; onCloseAutoFocus?: (e: Event) => void }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
