type Listener = (event: MediaQueryListEvent) => void;

/**
 * jsdom has no matchMedia. This fake answers from a set of matching queries and lets a test
 * flip one (the OS switching to dark, the window getting narrow) and notify the listeners.
 */
export function installMatchMedia(initiallyMatching: string[] = []) {
  const matching = new Set(initiallyMatching);
  const listeners = new Map<string, Set<Listener>>();

  const matchMedia = (query: string): MediaQueryList => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      get matches() {
        return matching.has(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => set.add(listener),
      removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
      addListener: (listener: Listener) => set.add(listener),
      removeListener: (listener: Listener) => set.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });

  return {
    set(query: string, matches: boolean) {
      if (matches) matching.add(query);
      else matching.delete(query);
      for (const listener of listeners.get(query) ?? []) listener({ matches, media: query } as MediaQueryListEvent);
    },
  };
}
