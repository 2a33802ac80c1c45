// The shell's navigation (spec 001 §2). Icons are the web app's concern; it maps them by id.

export type NavItemId =
  'dashboard' | 'calendar' | 'properties' | 'tracking' | 'leads' | 'audience' | 'triggers' | 'flows' | 'inbox' | 'social-feed';

export type NavItem = { id: NavItemId; label: string; href: string };
export type NavGroup = { id: string; label: string | null; items: NavItem[] };

export const SIDEBAR_NAV: readonly NavGroup[] = [
  {
    id: 'main',
    label: null,
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
      // Issue 53: an agent's week is their appointments.
      { id: 'calendar', label: 'Calendar', href: '/calendar' },
    ],
  },
  {
    id: 'data',
    label: 'DATA',
    items: [
      { id: 'properties', label: 'Properties', href: '/properties' },
      { id: 'leads', label: 'Leads', href: '/leads' },
      { id: 'audience', label: 'Audience', href: '/audience' },
    ],
  },
  {
    id: 'automations',
    label: 'AUTOMATIONS',
    items: [
      { id: 'triggers', label: 'Triggers', href: '/triggers' },
      { id: 'flows', label: 'Flows', href: '/flows' },
    ],
  },
  {
    id: 'messages',
    label: 'MESSAGES',
    items: [
      { id: 'inbox', label: 'Inbox', href: '/inbox' },
      { id: 'social-feed', label: 'Social Feed', href: '/social-feed' },
    ],
  },
];

/** The mobile drawer: same groups, but the spec's tab links, and Tracking among the automations. */
export const MOBILE_NAV: readonly NavGroup[] = [
  {
    id: 'main',
    label: null,
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
      // Issue 53: an agent's week is their appointments.
      { id: 'calendar', label: 'Calendar', href: '/calendar' },
    ],
  },
  {
    id: 'data',
    label: 'DATA',
    items: [
      { id: 'properties', label: 'Properties', href: '/properties' },
      { id: 'leads', label: 'Leads', href: '/leads' },
      { id: 'audience', label: 'Audience', href: '/leads?tab=audience' },
    ],
  },
  {
    id: 'automations',
    label: 'AUTOMATIONS',
    items: [
      { id: 'tracking', label: 'Tracking', href: '/properties?tab=tracking' },
      { id: 'triggers', label: 'Triggers', href: '/properties?tab=triggers' },
      { id: 'flows', label: 'Flows', href: '/flows' },
    ],
  },
  {
    id: 'messages',
    label: 'MESSAGES',
    items: [
      { id: 'inbox', label: 'Inbox', href: '/inbox' },
      { id: 'social-feed', label: 'Social Feed', href: '/leads?tab=social-feed' },
    ],
  },
];

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

// A tiny query-string reader: the domain package has no DOM (no URLSearchParams).
function parseQuery(query: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decodePart(rawKey);
    if (!params.has(key)) params.set(key, decodePart(rawValue));
  }
  return params;
}

function splitHref(href: string): { path: string; params: Map<string, string> } {
  const [path = '', query = ''] = href.split('?');
  return { path, params: parseQuery(query) };
}

/**
 * The active item matches path AND query: among items whose path equals the current one and
 * whose every query parameter has the current value, the most specific wins. So on
 * /leads?tab=audience "Audience" is active and "Leads" is not.
 */
export function findActiveHref(hrefs: readonly string[], pathname: string, search: string): string | null {
  const current = parseQuery(search);
  let best: { href: string; specificity: number } | null = null;
  for (const href of hrefs) {
    const { path, params } = splitHref(href);
    if (path !== pathname) continue;
    const keys = [...params.keys()];
    if (!keys.every((key) => current.get(key) === params.get(key))) continue;
    if (!best || keys.length > best.specificity) best = { href, specificity: keys.length };
  }
  return best?.href ?? null;
}

export function navHrefs(groups: readonly NavGroup[]): string[] {
  return groups.flatMap((group) => group.items.map((item) => item.href));
}
