import { toast } from '@/lib/toast';
import { useSessionStore } from '@/lib/session-store';
import { useRealtimeSessionEnded } from '@/lib/realtime/use-realtime';
import { refreshSession } from '../api/get-session';

export const SIGNED_OUT_ELSEWHERE_MESSAGE = 'You were signed out. Sign in again to continue.';

/**
 * When this session is signed out elsewhere (another device, "sign out of all devices", a
 * password reset), the server ends the live stream: read the session again, which finds it gone
 * and takes the agent to sign-in, and say why. Mounted once inside the realtime provider.
 */
export function LiveSession() {
  useRealtimeSessionEnded(async (resume) => {
    await refreshSession();
    // Still signed in (the server had a moment of doubt): live updates carry on.
    if (useSessionStore.getState().user) return resume();
    toast.info(SIGNED_OUT_ELSEWHERE_MESSAGE, { id: 'signed-out-elsewhere' });
  });
  return null;
}
