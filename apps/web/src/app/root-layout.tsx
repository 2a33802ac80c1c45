import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ChatWidget } from './chat-widget';
import { useRoutePreloading } from './preload';

/** Above every route, public or protected: preloading, the chat widget, scroll restoration. */
export function RootLayout() {
  useRoutePreloading();
  return (
    <>
      <Outlet />
      <ChatWidget />
      <ScrollRestoration />
    </>
  );
}

/** First paint of a public screen whose chunk is still on its way. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6" label="Loading Porchlight" />
    </div>
  );
}
