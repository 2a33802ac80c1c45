// Which file of routes/ renders each screen, signed-in (inside the shell) or public: the router's
// lazy loaders follow it (route-modules.ts).

export const PROTECTED_SCREEN_FILES = {
  '/dashboard': 'dashboard',
  // Appointments by day, week and month (issue 53).
  '/calendar': 'calendar',
  '/properties': 'properties',
  // A record's own page (issue 18): every field, its history and what is linked to it.
  '/properties/:id': 'property',
  '/leads': 'leads',
  // Likely duplicate leads to review and merge (issue 50); React Router ranks it above /leads/:id.
  '/leads/duplicates': 'lead-duplicates',
  '/leads/:id': 'lead',
  '/audience': 'audience',
  '/triggers': 'triggers',
  '/flows': 'flows',
  '/inbox': 'inbox',
  '/social-feed': 'social-feed',
  '/settings': 'settings',
  '/search': 'search',
  // A notification target (spec 000), not in the sidebar.
  '/market': 'market',
} as const;

export const PUBLIC_SCREEN_FILES = {
  '/signin': 'signin',
  '/signup': 'signup',
  '/forgot-password': 'forgot-password',
  '/reset-password': 'reset-password',
  '/auth/callback': 'auth-callback',
  '/team/join': 'team-join',
  '/f/:publicId': 'public-form',
  // An agent's booking page (issue 53).
  '/book/:publicId': 'booking-page',
} as const;

/** The signed-in shell's module, under src/ without its extension. */
export const SHELL_MODULE = 'app/layout/shell-route';

/**
 * A route's first API reads whose address follows from its path alone: the server sends them as
 * `<link rel="preload" as="fetch">` with the route's HTML (sw/route-preloads-plugin.ts), so they
 * start with the page; the route's loader then takes the response. Each must be exactly the
 * address the loader's read requests, or the browser reads it twice.
 */
export const PRELOADED_READS = {
  // features/lead-capture/api/public-form-query.ts (no session, no realtime stream to wait for).
  '/f/:publicId': ['/api/public/forms/:publicId'],
} as const;
