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

export function toastLater(show: (toast: typeof sonnerToast) => void): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => show(toast));
}
