import type { Infra } from '../../infra.ts';
import { createRealtimeStreams } from './realtime.routes.ts';

export type RealtimePorts = {
  /** A stream ends when its session does (sessions'). */
  isSessionActive: (sessionId: string) => Promise<boolean>;
  /** How often streams send a heartbeat (tests shorten it). */
  heartbeatMs?: number;
};

/** Live updates: the bus every module publishes on, and this instance's open event streams. */
export function registerRealtime({ bus }: Infra, { isSessionActive, heartbeatMs }: RealtimePorts) {
  return { bus, streams: createRealtimeStreams(), heartbeatMs, isSessionActive };
}
