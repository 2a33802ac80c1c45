import { describe, it, expect } from 'vitest';
import * as c from './layout-constants';

describe('layout constants', () => {
  it.each([
    ['SIDEBAR_BREAKPOINT_PX', c.SIDEBAR_BREAKPOINT_PX, 768],
    ['SIDEBAR_COLLAPSED_WIDTH_UNITS', c.SIDEBAR_COLLAPSED_WIDTH_UNITS, 16],
    ['SIDEBAR_EXPANDED_WIDTH_UNITS', c.SIDEBAR_EXPANDED_WIDTH_UNITS, 64],
    ['PRELOAD_DELAY_MS', c.PRELOAD_DELAY_MS, 1000],
    ['SECONDARY_ROUTES_DELAY_MS', c.SECONDARY_ROUTES_DELAY_MS, 2000],
    ['PREFETCH_DELAY_MS', c.PREFETCH_DELAY_MS, 500],
    ['CHAT_WIDGET_DELAY_MS', c.CHAT_WIDGET_DELAY_MS, 100],
    ['SKELETON_ROWS.default', c.SKELETON_ROWS.default, 5],
    ['SKELETON_ROWS.mobile', c.SKELETON_ROWS.mobile, 3],
    ['SKELETON_ROWS.inbox', c.SKELETON_ROWS.inbox, 6],
    ['SKELETON_MIN_TABLE_WIDTH_PX', c.SKELETON_MIN_TABLE_WIDTH_PX, 800],
    ['SKELETON_ACTIVITY_ITEMS', c.SKELETON_ACTIVITY_ITEMS, 3],
    ['SKELETON_ACTIVITY_VARIANTS.length', c.SKELETON_ACTIVITY_VARIANTS.length, 4],
    ['TOAST_DURATION_MS', c.TOAST_DURATION_MS, 4000],
    ['TOAST_VISIBLE_COUNT', c.TOAST_VISIBLE_COUNT, 3],
    ['TOAST_WIDTH_PX', c.TOAST_WIDTH_PX, 356],
    ['TOAST_GAP_PX', c.TOAST_GAP_PX, 14],
    ['TOAST_SWIPE_THRESHOLD_PX', c.TOAST_SWIPE_THRESHOLD_PX, 45],
    ['NOTIFICATION_BADGE_MAX', c.NOTIFICATION_BADGE_MAX, 99],
  ])('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the critical routes in order', () => {
    expect(c.CRITICAL_ROUTES).toEqual(['/dashboard', '/properties', '/leads', '/settings']);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i shows %j', (count, expected) => {
    expect(c.formatBadgeCount(count)).toBe(expected);
  });
});

describe('isChatWidgetRoute', () => {
  it.each([
    ['/', true],
    ['/settings', true],
    ['/settings/other', false],
    ['/dashboard', false],
    ['/signin', false],
    ['', false],
  ])('%j is %s', (pathname, expected) => {
    expect(c.isChatWidgetRoute(pathname)).toBe(expected);
  });
});
