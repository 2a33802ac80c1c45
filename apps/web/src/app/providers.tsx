import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PRELOAD_DELAY_MS, TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_COUNT } from '@porchlight/domain/layout/layout-constants';
import { ServiceUnavailableBanner } from '@/components/service-unavailable-banner';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { markToasterReady } from '@/lib/toast-later';
import type { QueryClient } from '@tanstack/react-query';
import { ThemeApplier, useResolvedTheme } from './theme-applier';

// sonner loads with the critical preloads, after first paint, not in the page's first scripts
// (issue 15); toasts asked for meanwhile wait for it (lib/toast-later.ts).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Rendered after the toaster: its effect runs once the toaster's own (subscribing) effect has. */
function ToasterListening() {
  useEffect(markToasterReady, []);
  return null;
}

// Sonner's defaults already match spec 000 §9 for width (356 px) and swipe (45 px); the others
// are set explicitly so a library upgrade cannot change them silently.
function AppToaster() {
  const theme = useResolvedTheme();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The slot exists from the first paint: a modal opened before the toaster loads hides the rest
  // of the page from screen readers but keeps live regions, so toasts shown over it stay heard.
  return <div aria-live="off">{wanted && <LoadedToaster theme={theme} />}</div>;
}

function LoadedToaster({ theme }: { theme: ReturnType<typeof useResolvedTheme> }) {
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_COUNT}
        gap={TOAST_GAP_PX}
        closeButton
        richColors
        position="bottom-right"
      />
      <ToasterListening />
    </Suspense>
  );
}

export function Providers({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeApplier />
      <ServiceUnavailableBanner />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
