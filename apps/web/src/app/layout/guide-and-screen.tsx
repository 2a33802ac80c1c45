import { useDeferredValue } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { OnboardingGuide } from '@/features/onboarding/components/onboarding-guide';
import { useOnboardingKnown } from '@/features/onboarding/hooks/use-onboarding-known';
import { ShownWhenReady } from '@/components/ui/shown-when-ready';
import { ScreenSkeleton } from './screen-skeleton';

/**
 * The shell's content: the setup guide above the screen, or the screen's skeleton while another
 * screen's code downloads or the guide's state is unknown.
 */
export function GuideAndScreen() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // While another screen's chunk downloads, show that screen's skeleton rather than a stale page.
  const pendingPath = navigation.state === 'loading' && navigation.location.pathname !== pathname ? navigation.location.pathname : null;
  // The guide's state arrives through a store, and React renders a store's change at once: the
  // whole screen mounting in that render was one task of 450 ms at 4x CPU, after first paint. Read
  // deferred, the skeleton stays for that render, and the guide appears and the screen shows in a
  // deferred one that React slices between the browser's own work (issue 15). Together, so the
  // guide never appears above the skeleton and pushes it down.
  const guideKnown = useDeferredValue(useOnboardingKnown());
  return (
    <>
      {/* In the page's flow, above it: the guide never covers what the agent works on. */}
      {guideKnown && <OnboardingGuide />}
      {pendingPath ? (
        <ScreenSkeleton pathname={pendingPath} />
      ) : (
        // Mounted while the guide's state is unknown, so the screen's own reads go out alongside the guide's.
        <ShownWhenReady ready={guideKnown} placeholder={<ScreenSkeleton pathname={pathname} />}>
          <Outlet />
        </ShownWhenReady>
      )}
    </>
  );
}
