import { describe, expect, it } from 'vitest';
import {
  DEVICE_ICONS,
  type FingerprintInput,
  browserAndOsFromUserAgent,
  deviceTypeFromUserAgent,
  fingerprintSource,
} from './device-fingerprint.ts';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
};

describe('deviceTypeFromUserAgent', () => {
  it.each([
    [UA.chromeWindows, 'desktop'],
    [UA.safariMac, 'desktop'],
    [UA.firefoxLinux, 'desktop'],
    [UA.chromebook, 'desktop'],
    [UA.safariIphone, 'mobile'],
    [UA.chromeIphone, 'mobile'],
    [UA.chromeAndroidPhone, 'mobile'],
    [UA.firefoxAndroid, 'mobile'],
    [UA.safariIpad, 'tablet'],
    [UA.chromeAndroidTablet, 'tablet'],
    ['', 'desktop'],
  ])('%s -> %s', (ua, expected) => {
    expect(deviceTypeFromUserAgent(ua)).toBe(expected);
  });

  it('treats a touch-capable Macintosh (iPadOS desktop mode) as a tablet', () => {
    expect(deviceTypeFromUserAgent(UA.safariMac, { maxTouchPoints: 5 })).toBe('tablet');
    expect(deviceTypeFromUserAgent(UA.safariMac, { maxTouchPoints: 0 })).toBe('desktop');
  });
});

describe('browserAndOsFromUserAgent', () => {
  it.each([
    [UA.chromeWindows, 'Chrome', 'Windows'],
    [UA.edgeWindows, 'Edge', 'Windows'],
    [UA.operaMac, 'Opera', 'macOS'],
    [UA.safariMac, 'Safari', 'macOS'],
    [UA.firefoxLinux, 'Firefox', 'Linux'],
    [UA.safariIphone, 'Safari', 'iOS'],
    [UA.chromeIphone, 'Chrome', 'iOS'],
    [UA.safariIpad, 'Safari', 'iOS'],
    [UA.chromeAndroidPhone, 'Chrome', 'Android'],
    [UA.samsungAndroidPhone, 'Samsung Internet', 'Android'],
    [UA.chromebook, 'Chrome', 'ChromeOS'],
    [UA.firefoxAndroid, 'Firefox', 'Android'],
    ['curl/8.0', 'Unknown browser', 'Unknown OS'],
  ])('%s -> %s on %s', (ua, browser, os) => {
    expect(browserAndOsFromUserAgent(ua)).toEqual({ browser, os });
  });
});

describe('fingerprintSource', () => {
  const input: FingerprintInput = {
    userAgent: UA.chromeWindows,
    language: 'en-US',
    screen: { width: 1920, height: 1080 },
    colorDepth: 24,
    timezoneOffset: 300,
    canvasData: 'data:image/png;base64,AAAA',
  };

  it('joins the six inputs of spec 001 §3 in a fixed order', () => {
    expect(fingerprintSource(input)).toBe(JSON.stringify([UA.chromeWindows, 'en-US', '1920x1080', 24, 300, 'data:image/png;base64,AAAA']));
  });

  it.each<[string, Partial<FingerprintInput>]>([
    ['user agent', { userAgent: UA.firefoxLinux }],
    ['language', { language: 'fr-FR' }],
    ['screen size', { screen: { width: 1080, height: 1920 } }],
    ['colour depth', { colorDepth: 30 }],
    ['timezone offset', { timezoneOffset: -60 }],
    ['canvas data', { canvasData: 'data:image/png;base64,BBBB' }],
  ])('changes when the %s changes', (_label, change) => {
    expect(fingerprintSource({ ...input, ...change })).not.toBe(fingerprintSource(input));
  });

  it('cannot be confused by a separator inside a value', () => {
    const a = fingerprintSource({ ...input, userAgent: 'a|b', language: 'c' });
    const b = fingerprintSource({ ...input, userAgent: 'a', language: 'b|c' });
    expect(a).not.toBe(b);
  });
});

describe('DEVICE_ICONS', () => {
  it('names an icon per device type', () => {
    expect(DEVICE_ICONS).toEqual({ mobile: 'smartphone', tablet: 'tablet', desktop: 'monitor' });
  });
});
