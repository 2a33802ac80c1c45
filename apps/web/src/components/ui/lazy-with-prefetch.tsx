import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { untilLoaded, whenPageHasShown } from './deferred-overlay';

/**
 * React.lazy for what a screen shows only after a click (a dialog, the bulk actions of a
 * selection, another tab): its code is split from the screen's first scripts, so the screen's
 * first paint does not wait for it, and prefetched once the page has shown (PRELOAD_DELAY_MS after
 * the screen's code ran), so a click seldom does. Renders `fallback` while the code is on its way.
 */
export function lazyWithPrefetch<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let code: Promise<ComponentType<P>> | undefined;
  const prefetch = () => (code ??= untilLoaded(load));
  const Loaded = lazy(() => prefetch().then((component) => ({ default: component })));
  whenPageHasShown(() => void prefetch());
  return function LazyWithPrefetch(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
