import { createContext, useEffect, useState, type ReactNode } from 'react';
import { RealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection';

export const RealtimeContext = createContext<RealtimeConnection | null>(null);

type RealtimeProviderProps = { children: ReactNode; options?: RealtimeConnectionOptions };

/**
 * One realtime connection for the signed-in app (mounted by the shell): it opens when the
 * shell mounts and closes when it unmounts (sign-out). Hooks below it listen by event kind.
 */
export function RealtimeProvider({ children, options }: RealtimeProviderProps) {
  const [connection] = useState(() => new RealtimeConnection(options));
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}
