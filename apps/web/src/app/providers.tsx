import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_COUNT } from '@porchlight/domain/layout/layout-constants';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { ThemeApplier, useResolvedTheme } from './theme-applier';

// Sonner's defaults already match spec 000 §9 for width (356 px) and swipe (45 px); the others
// are set explicitly so a library upgrade cannot change them silently.
function AppToaster() {
  const theme = useResolvedTheme();
  return (
    <Toaster
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_COUNT}
      gap={TOAST_GAP_PX}
      closeButton
      richColors
      position="bottom-right"
    />
  );
}

export function Providers({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeApplier />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
