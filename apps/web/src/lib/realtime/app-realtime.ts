import { FLOW_RUN_UPDATE_KIND } from '@porchlight/domain/automations/run-update';
import { DASHBOARD_UPDATE_KIND } from '@porchlight/domain/realtime/book-change';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import { RealtimeConnection } from './realtime-connection';

/** Every kind the signed-in app listens to: the stream asks for them all from its first open. */
export const APP_REALTIME_KINDS = [
  'notification',
  'subscription_update',
  DASHBOARD_UPDATE_KIND,
  MESSAGE_REALTIME_KIND,
  FLOW_RUN_UPDATE_KIND,
];

/** How long the first reads wait for the stream to be live before going ahead without it. */
export const STREAM_WAIT_MS = 600;

let current: RealtimeConnection | null = null;

/**
 * The signed-in app's one stream: started by the signed-in screens' loaders (app/router.tsx) as
 * the app starts, before the screens mount, and by the shell's RealtimeProvider, which stops it
 * when the shell goes (sign-out).
 */
export function appRealtime(): RealtimeConnection {
  current ??= new RealtimeConnection({ kinds: APP_REALTIME_KINDS });
  return current;
}

/**
 * Starts `read` (the first reads of a screen) once `connection` is live, so an event made after a
 * read is on the stream and nothing needs reading again (spec 001 §4's catch-up on open is for
 * reads made before). A stream not live within `waitMs` (slow, failing, or none in this browser)
 * does not hold the screen back: `read` runs then, and `readAgain` once the stream is live.
 */
export function readWhenLive(connection: RealtimeConnection, read: () => void, readAgain: () => void, waitMs = STREAM_WAIT_MS): void {
  if (connection.live || !connection.canStream) return read();
  let waited = false;
  const stop = connection.onOpened(() => {
    stop();
    clearTimeout(timer);
    if (waited) readAgain();
    else read();
  });
  const timer = setTimeout(() => {
    waited = true;
    read();
  }, waitMs);
}
