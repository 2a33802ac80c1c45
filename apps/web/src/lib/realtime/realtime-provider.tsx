import { createContext, useEffect, useState, type ReactNode } from 'react';
import { appRealtime } from './app-realtime';
import { RealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection';

export const RealtimeContext = createContext<RealtimeConnection | null>(null);

type RealtimeProviderProps = { children: ReactNode; options?: RealtimeConnectionOptions };

/**
 * One realtime connection for the signed-in app (mounted by the shell): it opens when the
 * shell mounts, if the screens' loaders have not opened it already, and ends when the shell
 * unmounts (sign-out). Hooks below it listen by event kind.
 */
export function RealtimeProvider({ children, options }: RealtimeProviderProps) {
  // The app's own stream (its loaders may have opened it already); a test passes its options.
  const [connection] = useState(() => (options ? new RealtimeConnection(options) : appRealtime()));
  useEffect(() => {
    connection.start();
    return () => connection.end();
  }, [connection]);
  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}
