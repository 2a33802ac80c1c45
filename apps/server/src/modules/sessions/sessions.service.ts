import { UAParser } from 'ua-parser-js';
import {
  DEVICE_TYPES,
  type DeviceSessionResponse,
  type DeviceType,
  type TrackSessionRequest,
} from '@porchlight/domain/sessions/session-tracking-schemas';
import { HttpError } from '../../lib/http-errors.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export const DEVICE_LIST_LIMIT = 50;

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/** The client's own description wins; the User-Agent header fills what it left out. */
function describeDevice(request: TrackSessionRequest, userAgentHeader: string | undefined) {
  const userAgent = request.deviceInfo.userAgent ?? userAgentHeader;
  const ua = new UAParser(userAgent ?? '').getResult();
  const parsedType = ua.device.type === 'mobile' || ua.device.type === 'tablet' ? ua.device.type : 'desktop';
  const deviceType: DeviceType = request.deviceInfo.deviceType ?? (DEVICE_TYPES.includes(parsedType) ? parsedType : 'desktop');
  return {
    userAgent: userAgent ?? null,
    browser: request.deviceInfo.browser ?? join(ua.browser.name, ua.browser.major) ?? null,
    os: request.deviceInfo.os ?? join(ua.os.name, ua.os.version) ?? null,
    deviceType,
  };
}

export function createSessionsService(sessions: SessionsRepository) {
  return {
    async track(
      user: { id: string },
      authSessionId: string,
      request: TrackSessionRequest,
      client: { ipAddress: string | null; userAgent: string | undefined },
    ) {
      if (request.userId !== user.id) throw new HttpError(403, 'userId: does not match the signed-in user');
      const device = describeDevice(request, client.userAgent);
      return sessions.upsert({
        userId: user.id,
        fingerprint: request.fingerprint,
        authSessionId,
        ...device,
        // The address the server saw is the one we trust; a client-reported one is kept in deviceInfo.
        ipAddress: client.ipAddress ?? request.deviceInfo.ipAddress ?? null,
        location: request.deviceInfo.location ?? null,
        deviceInfo: request.deviceInfo,
        sessionInfo: request.sessionInfo,
      });
    },

    async list(userId: string, currentAuthSessionId: string): Promise<DeviceSessionResponse[]> {
      const rows = await sessions.listForUser(userId, DEVICE_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        browser: row.browser,
        os: row.os,
        device_type: DEVICE_TYPES.find((t) => t === row.deviceType) ?? null,
        ip_address: row.ipAddress,
        location: row.location,
        first_seen_at: row.firstSeenAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        is_current: row.authSessionId === currentAuthSessionId,
      }));
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
