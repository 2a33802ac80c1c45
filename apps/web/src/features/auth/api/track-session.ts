import {
  DEVICE_ICONS,
  browserAndOsFromUserAgent,
  deviceTypeFromUserAgent,
  fingerprintSource,
  formatScreen,
} from '@porchlight/domain/sessions/device-fingerprint';
import type { DeviceInfo, TrackSessionRequest } from '@porchlight/domain/sessions/session-tracking-schemas';
import { api } from '@/lib/api';

export type SignInMethod = 'email' | 'sign-up' | `social:${string}`;

/** A small fixed drawing: GPU, driver and font rendering make its pixels differ per device. */
function canvasData(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.textBaseline = 'top';
    ctx.font = '14px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(100, 1, 62, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('Porchlight, 🏡 fingerprint', 2, 15);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Spec 001 §3 device info. The IP address is recorded by the server from the request. */
export async function collectDeviceInfo(now: Date = new Date()): Promise<DeviceInfo> {
  const userAgent = navigator.userAgent;
  const screenSize = { width: window.screen.width, height: window.screen.height };
  const fingerprint = await sha256Hex(
    fingerprintSource({
      userAgent,
      language: navigator.language,
      screen: screenSize,
      colorDepth: window.screen.colorDepth,
      timezoneOffset: now.getTimezoneOffset(),
      canvasData: canvasData(),
    }),
  );
  const { browser, os } = browserAndOsFromUserAgent(userAgent);
  const deviceType = deviceTypeFromUserAgent(userAgent, { maxTouchPoints: navigator.maxTouchPoints });
  return {
    device: `${browser} on ${os}`,
    browser,
    os,
    deviceType,
    icon: DEVICE_ICONS[deviceType],
    fingerprint,
    userAgent,
    timestamp: now.toISOString(),
  };
}

type TrackInput = { userId: string; signInMethod: SignInMethod; rememberMe?: boolean };

/**
 * POST /api/sessions/track after a sign-in (spec 000 §4). It never throws: a failure is a
 * warning and the sign-in carries on (§8).
 */
export async function trackSession({ userId, signInMethod, rememberMe }: TrackInput): Promise<void> {
  try {
    const deviceInfo = await collectDeviceInfo();
    const body: TrackSessionRequest = {
      userId,
      deviceInfo,
      sessionInfo: {
        signInMethod,
        ...(rememberMe === undefined ? {} : { rememberMe }),
        language: navigator.language,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        screen: formatScreen({ width: window.screen.width, height: window.screen.height }),
      },
      fingerprint: deviceInfo.fingerprint,
    };
    await api.sessions.sessions.track.$post({ json: body });
  } catch (error) {
    console.warn('Session tracking failed; the sign-in continues.', error);
  }
}
