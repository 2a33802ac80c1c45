import { SESSION_ENDED_KIND, USER_CHANGED_KIND } from '@porchlight/domain/realtime/realtime-events';
import type { Infra } from '../../infra.ts';
import { createSessionCache } from '../../lib/session-cache.ts';
import { createSessionsRepository } from './sessions.repository.ts';

/**
 * Sessions resolved a moment ago (the session cache), kept true across instances: sign-outs and
 * account changes on any instance reach this one's cache on the bus. Answers the auth hooks that
 * tell the others.
 */
export function registerSessions({ db, bus, sideEffect }: Infra) {
  const sessionCache = createSessionCache();
  bus.observe((userId, event) => {
    if (event.kind === SESSION_ENDED_KIND && typeof event.data.session_id === 'string') sessionCache.forgetSession(event.data.session_id);
    if (event.kind === USER_CHANGED_KIND) sessionCache.forgetUser(userId);
  });
  // While LISTEN is down this instance hears no sign-out: it resolves every session afresh.
  bus.onInterruption(() => sessionCache.pause());
  bus.onRestored(() => sessionCache.resume());
  return {
    sessionCache,
    isSessionActive: createSessionsRepository(db).isAuthSessionActive,
    // Every instance hears it through LISTEN/NOTIFY and ends that session's open streams.
    onSessionEnded: sideEffect('session ended event', ({ id, userId }: { id: string; userId: string }) => {
      // This instance forgets at once; the others when the NOTIFY reaches them.
      sessionCache.forgetSession(id);
      return bus.publish(userId, SESSION_ENDED_KIND, { session_id: id });
    }),
    onUserChanged: sideEffect('user changed event', (userId: string) => {
      sessionCache.forgetUser(userId);
      return bus.publish(userId, USER_CHANGED_KIND, {});
    }),
  };
}
