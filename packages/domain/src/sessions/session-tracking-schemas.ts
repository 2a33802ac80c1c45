import { z } from 'zod';

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const text = (max: number) => z.string().max(max);

/** Device info as spec 001 §3 lists it; every field but the fingerprint may be missing. */
export const DeviceInfoSchema = z.object({
  device: text(200).optional(),
  browser: text(200).optional(),
  os: text(200).optional(),
  deviceType: z.enum(DEVICE_TYPES).optional(),
  icon: text(50).optional(),
  fingerprint: text(128),
  ipAddress: text(64).optional(),
  location: text(200).optional(),
  userAgent: text(1000).optional(),
  timestamp: text(64).optional(),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

export const SessionInfoSchema = z
  .object({
    signInMethod: text(50).optional(),
    rememberMe: z.boolean().optional(),
    language: text(50).optional(),
    timezone: text(100).optional(),
    screen: text(50).optional(),
  })
  .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const TrackSessionRequestSchema = z.object({
  userId: z.string().min(1).max(100),
  deviceInfo: DeviceInfoSchema,
  sessionInfo: SessionInfoSchema,
  fingerprint: text(128).min(1),
});
export type TrackSessionRequest = z.infer<typeof TrackSessionRequestSchema>;

export const DeviceSessionResponseSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device_type: z.enum(DEVICE_TYPES).nullable(),
  ip_address: z.string().nullable(),
  location: z.string().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  is_current: z.boolean(),
});
export type DeviceSessionResponse = z.infer<typeof DeviceSessionResponseSchema>;
