import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type MouseEventHandler,
  type ReactElement,
} from 'react';
import { PRELOAD_DELAY_MS } from '@porchlight/domain/layout/layout-constants';

// The menus, popovers and dialogs the shell renders closed bring Radix's positioning
// (floating-ui), focus trapping and scroll locking: about 25 kB of gzip the first page would
// wait for. Their code loads with the critical preloads, after first paint (issue 15).

// Every overlay on the page waits for the same moment through one platform timer, set by the
// first to mount. With one timer each, eleven were set deep in the dashboard's first effects,
// where a browser's developer tools (and Lighthouse) capture a stack for each (issue 15). Each
// overlay still swaps in its own task (a zero timeout): all of them in one transition made one long commit.
type PaintWaiter = { callback: () => void; cancelled: boolean };
const waitingForPaint = new Set<PaintWaiter>();
let paintTimer: ReturnType<typeof setTimeout> | undefined;

function pageHasShown() {
  paintTimer = undefined;
  const waiters = [...waitingForPaint];
  waitingForPaint.clear();
  // A transition: what shows stays until the loaded overlay can replace it (no fallback).
  for (const waiter of waiters) setTimeout(() => waiter.cancelled || startTransition(waiter.callback), 0);
}

export function whenPageHasShown(callback: () => void): () => void {
  const waiter: PaintWaiter = { callback, cancelled: false };
  waitingForPaint.add(waiter);
  paintTimer ??= setTimeout(pageHasShown, PRELOAD_DELAY_MS);
  return () => {
    waiter.cancelled = true;
    waitingForPaint.delete(waiter);
    if (waitingForPaint.size > 0 || paintTimer === undefined) return;
    clearTimeout(paintTimer);
    paintTimer = undefined;
  };
}

/** True once the page has shown for PRELOAD_DELAY_MS, or from the first render where `now` is. */
export function useWantedAfterPaint(now = false) {
  const [afterPaint, setAfterPaint] = useState(false);
  const [asked, setAsked] = useState(now);
  if (now && !asked) setAsked(true);
  useEffect(() => whenPageHasShown(() => setAfterPaint(true)), []);
  return afterPaint || asked;
}

/** The longest wait between two tries to fetch an overlay's code. */
const RETRY_MAX_MS = 30_000;

/**
 * The overlay's code, tried again (1 s, doubling up to 30 s) when it cannot be fetched: offline,
 * or the server restarting just then. A rejected lazy() would throw into the page's error
 * boundary and take the whole shell down for a menu nobody opened; meanwhile the trigger stays.
 */
export function untilLoaded<T>(load: () => Promise<T>, firstDelayMs = 1_000): Promise<T> {
  return new Promise((resolve) => {
    let delay = firstDelayMs;
    const attempt = () =>
      load().then(resolve, () => {
        setTimeout(attempt, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    void attempt();
  });
}

/** How a deferred overlay's loaded half starts: open (pressed before it loaded), focused. */
export type OverlayStart = { defaultOpen: boolean; autoFocus: boolean };
type TriggerProps = { onClick?: MouseEventHandler<HTMLButtonElement> };

/**
 * A menu or popover whose trigger shows at once. Until the overlay's code has loaded, `trigger`
 * itself is shown with the closed state's ARIA; pressed meanwhile, the overlay opens once loaded,
 * and keyboard focus stays on the trigger across the swap. The loaded half renders its Radix
 * root with `trigger` as the Trigger's child (`asChild`), the same element in the same place.
 */
export function deferredOverlay<P extends object>(
  popup: 'menu' | 'dialog',
  load: () => Promise<ComponentType<P & OverlayStart & { trigger: ReactElement }>>,
) {
  const Loaded = lazy(() => untilLoaded(load).then((component) => ({ default: component })));
  return function DeferredOverlay(props: P & { trigger: ReactElement<TriggerProps> }) {
    const [pressed, setPressed] = useState(false);
    const [focused, setFocused] = useState(false);
    const wanted = useWantedAfterPaint();
    const placeholder = cloneElement(props.trigger, {
      type: 'button',
      'aria-haspopup': popup,
      'aria-expanded': false,
      'data-state': 'closed',
      onClick: () => startTransition(() => setPressed(true)),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    } as TriggerProps);
    return (
      <Suspense fallback={placeholder}>
        {/* Opening, the overlay takes the focus itself (Radix); a trigger that took it back would
            count as focus outside and close a popover at once. The key opens it even when the
            press and the code land in the same frame (mounted closed, then remounted open). */}
        {wanted || pressed ? (
          <Loaded key={pressed ? 'pressed' : 'waiting'} {...props} defaultOpen={pressed} autoFocus={focused && !pressed} />
        ) : (
          placeholder
        )}
      </Suspense>
    );
  };
}

/**
 * A dialog the shell opens itself (no Radix trigger): mounted once its code has loaded after
 * first paint, or as soon as it is first asked to open (it shows when its code arrives).
 */
export function deferredDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => untilLoaded(load).then((component) => ({ default: component })));
  return function DeferredDialog(props: P) {
    const wanted = useWantedAfterPaint(props.open);
    return <Suspense fallback={null}>{wanted && <Loaded {...props} />}</Suspense>;
  };
}
