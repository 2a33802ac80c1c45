import type { DeviceType } from './session-tracking-schemas.ts';

/**
 * Pure parts of spec 001 §3 "Device info". The browser gathers the raw values and hashes the
 * canonical string (SHA-256); these functions decide what goes in and how a user agent reads.
 */

export type FingerprintInput = {
  userAgent: string;
  language: string;
  screen: { width: number; height: number };
  colorDepth: number;
  timezoneOffset: number;
  canvasData: string;
};

export const formatScreen = (screen: { width: number; height: number }) => `${screen.width}x${screen.height}`;

/**
 * The canonical string the fingerprint hashes: the spec's six inputs in a fixed order. JSON keeps
 * the boundaries unambiguous even when a user agent contains a separator character.
 */
export function fingerprintSource(input: FingerprintInput): string {
  return JSON.stringify([
    input.userAgent,
    input.language,
    formatScreen(input.screen),
    input.colorDepth,
    input.timezoneOffset,
    input.canvasData,
  ]);
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|Android(?!.*Mobi)/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i;

/**
 * mobile / tablet / desktop. iPadOS 13+ reports a Macintosh user agent, so a touch-capable
 * "Macintosh" (maxTouchPoints > 1) is a tablet.
 */
export function deviceTypeFromUserAgent(userAgent: string, options: { maxTouchPoints?: number } = {}): DeviceType {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  if (/Macintosh/i.test(userAgent) && (options.maxTouchPoints ?? 0) > 1) return 'tablet';
  return 'desktop';
}

/** Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows Phone/, 'Windows Phone'],
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_OS = 'Unknown OS';

export function browserAndOsFromUserAgent(userAgent: string): { browser: string; os: string } {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? UNKNOWN_BROWSER;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? UNKNOWN_OS;
  return { browser, os };
}

/** lucide-react icon names per device type, sent as deviceInfo.icon. */
export const DEVICE_ICONS: Record<DeviceType, string> = { mobile: 'smartphone', tablet: 'tablet', desktop: 'monitor' };
