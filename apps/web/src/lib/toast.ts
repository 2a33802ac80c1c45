import type { toast as sonnerToast } from 'sonner';
import { isServiceDown } from './service-status';
import { toastLater } from './toast-later';

type Show = typeof sonnerToast;

/**
 * The app's toasts: sonner's calls, shown once the toaster listens. The toaster loads after first
 * paint (issue 15), and sonner drops a toast that no toaster hears, so every toast goes through
 * here rather than through sonner directly (a lint rule keeps it that way).
 */
export const toast = Object.assign((...args: Parameters<Show>) => toastLater((t) => t(...args)), {
  success: (...args: Parameters<Show['success']>) => toastLater((t) => t.success(...args)),
  // While the API is unavailable the app's banner says so once: no toast per failed request.
  error: (...args: Parameters<Show['error']>) => (isServiceDown() ? undefined : toastLater((t) => t.error(...args))),
  info: (...args: Parameters<Show['info']>) => toastLater((t) => t.info(...args)),
  warning: (...args: Parameters<Show['warning']>) => toastLater((t) => t.warning(...args)),
});
