import { useLayoutEffect } from 'react';

/**
 * Ctrl+K (⌘K on a Mac) anywhere toggles the command palette, also from inside a text box.
 * Listening from a layout effect: the key works from the moment the shell is on screen. A passive
 * effect runs a task later, and on a busy CPU a Ctrl+K pressed as the shell appeared was lost.
 */
export function useCommandPaletteShortcut(onToggle: () => void) {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      onToggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
