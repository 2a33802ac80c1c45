import { useState } from 'react';
import { deferredDialog } from '@/components/ui/deferred-overlay';
import { LiveSession } from '@/features/auth/hooks/use-live-session';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { LiveBilling } from '@/features/billing/hooks/use-live-billing';
import { LiveDashboard } from '@/features/dashboard/hooks/use-live-dashboard';
import { LiveLeads } from '@/features/leads/hooks/use-live-leads';
import { LiveProperties } from '@/features/properties/hooks/use-live-properties';
import { LiveMessages } from '@/features/messaging/hooks/use-live-messages';
import { BookFromLink } from '@/features/ownership/components/book-switcher';
import { CommandPaletteHost } from './command-palette-host';
import { Header } from './header';
import { GuideAndScreen } from './guide-and-screen';
import { ShellMain } from './shell-main';
import { Sidebar } from './sidebar';

// The drawer and the sign-out confirmation load after first paint, with their Radix dialog (issue 15).
const MobileNav = deferredDialog(() => import('./mobile-nav').then((m) => m.MobileNav));
const SignOutDialog = deferredDialog(() => import('@/features/auth/components/sign-out-dialog').then((m) => m.SignOutDialog));

/** Spec 000 §2 / 001 §2: fixed top bar, collapsible sidebar, drawer on small screens, content. */
export function AppShell() {
  const [isMobileNavOpen, setMobileNavOpen] = useState(false);
  const [isSignOutOpen, setSignOutOpen] = useState(false);
  const openSignOut = () => setSignOutOpen(true);

  return (
    // One live connection for the signed-in app; it closes on sign-out when the shell unmounts.
    <RealtimeProvider>
      <LiveSession />
      <LiveBilling />
      <LiveLeads />
      <LiveProperties />
      <LiveMessages />
      <LiveDashboard />
      <BookFromLink />
      <div className="min-h-dvh bg-background">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Header onOpenMobileNav={() => setMobileNavOpen(true)} onSignOut={openSignOut} />
        <Sidebar onSignOut={openSignOut} />
        <MobileNav open={isMobileNavOpen} onOpenChange={setMobileNavOpen} />
        <ShellMain>
          <GuideAndScreen />
        </ShellMain>
        <SignOutDialog open={isSignOutOpen} onOpenChange={setSignOutOpen} />
        <CommandPaletteHost />
      </div>
    </RealtimeProvider>
  );
}
