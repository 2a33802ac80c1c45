import type { toast as sonnerToast } from 'sonner';

/**
 * Toasts from the app's first script (the 402 handler, the new-version prompt) without putting
 * sonner in it (issue 15): sonner loads with the toaster just after first paint, and a toast
 * asked for before the toaster listens waits for it (sonner drops toasts nobody listens to).
 */
let markReady!: () => void;
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Called once the app's toaster is mounted and listening (and by the test setup). */
export const markToasterReady = () => markReady();

/** Toasts asked for and not yet handed to sonner. */
const pending = new Set<Promise<void>>();

export function toastLater(show: (toast: typeof sonnerToast) => void): void {
  const shown = Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => show(toast));
  pending.add(shown);
  void shown.finally(() => pending.delete(shown));
}

/**
 * Resolves once every toast asked for so far has reached sonner. The tests wait for it before
 * unmounting a test's toaster: a toast handed over after that appeared in the next test's toaster
 * (the web tests share one module graph, and sonner's state with it).
 */
export const toastsSettled = async (): Promise<void> => {
  while (pending.size) await Promise.allSettled([...pending]);
};
