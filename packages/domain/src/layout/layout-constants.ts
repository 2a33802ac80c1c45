// Every number of the layout shell, once (spec 000 §2/§9, spec 001 §2/§9).

export const SIDEBAR_BREAKPOINT_PX = 768;
/** Tailwind spacing units: w-16 / md:ml-16 collapsed, w-64 / md:ml-64 expanded. */
export const SIDEBAR_COLLAPSED_WIDTH_UNITS = 16;
export const SIDEBAR_EXPANDED_WIDTH_UNITS = 64;

export const PRELOAD_DELAY_MS = 1000;
export const SECONDARY_ROUTES_DELAY_MS = 2000;
export const PREFETCH_DELAY_MS = 500;
export const CHAT_WIDGET_DELAY_MS = 100;
/**
 * Spec 001 §7: the startup prefetch is staggered 200 ms apart, in this order: profile, e-mail
 * status, SMS status, notifications (limit 50), dashboard metrics (period day).
 */
export const STARTUP_PREFETCH_STAGGER_MS = 200;
export const STARTUP_PREFETCH_ORDER = ['profile', 'emailStatus', 'smsStatus', 'notifications', 'dashboardMetrics'] as const;
/** When a startup prefetch starts, from the shell's mount. */
export const startupPrefetchDelay = (what: (typeof STARTUP_PREFETCH_ORDER)[number]) =>
  STARTUP_PREFETCH_ORDER.indexOf(what) * STARTUP_PREFETCH_STAGGER_MS;

export const SKELETON_ROWS = { default: 5, mobile: 3, inbox: 6 } as const;
export const SKELETON_MIN_TABLE_WIDTH_PX = 800;
export const SKELETON_ACTIVITY_ITEMS = 3;
export const SKELETON_ACTIVITY_VARIANTS = ['notification', 'activity', 'message', 'compact'] as const;
export type SkeletonActivityVariant = (typeof SKELETON_ACTIVITY_VARIANTS)[number];

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_COUNT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 45;

export const NOTIFICATION_BADGE_MAX = 99;

/** The unread badge text: null hides the badge (nothing unread), "99+" above the maximum. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count > NOTIFICATION_BADGE_MAX) return `${NOTIFICATION_BADGE_MAX}+`;
  return String(Math.floor(count));
}

export const CRITICAL_ROUTES = ['/dashboard', '/properties', '/leads', '/settings'] as const;

export const CHAT_WIDGET_ROUTES = ['/', '/settings'] as const;

/** The chat-support widget shows only on "/" and "/settings" (spec 001 §2). */
export function isChatWidgetRoute(pathname: string): boolean {
  return (CHAT_WIDGET_ROUTES as readonly string[]).includes(pathname);
}
