import { useEffect } from 'react';
import { api } from '@/lib/api';
import { useServiceUnavailable } from '@/lib/service-status';

export const SERVICE_UNAVAILABLE_TEXT = "Porchlight can't reach its database right now. Retrying…";
/** How often the banner asks the server whether it is back, besides the app's own retries. */
export const SERVICE_CHECK_INTERVAL_MS = 5_000;

/**
 * One calm line for the whole app while the server answers 503 (its database is down or
 * restarting): reads retry on their own and failed requests show no toast meanwhile. It goes as
 * soon as any request succeeds; it also asks the health check every few seconds, so it goes even
 * when nothing else is asking.
 */
export function ServiceUnavailableBanner() {
  const unavailable = useServiceUnavailable();
  useEffect(() => {
    if (!unavailable) return;
    const timer = setInterval(() => void api.health.health.$get().catch(() => undefined), SERVICE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [unavailable]);
  if (!unavailable) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-50 bg-amber-100 text-center px-4 py-2 text-sm text-amber-950 shadow dark:bg-amber-900 dark:text-amber-50"
    >
      {SERVICE_UNAVAILABLE_TEXT}
    </div>
  );
}
