// Spec 001 §2: the deep links a notification's action leads to. Built here once so the
// features that create notifications and the screens that read them agree.

type Params = Record<string, string | number | boolean | null | undefined>;

/** "/path?a=1&b=2", leaving out empty values, with every value encoded. */
export function pathWithQuery(path: string, params: Params): string {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

export const NOTIFICATION_LINK_CONTEXTS = ['alert', 'trigger', 'system', 'task'] as const;
export type NotificationLinkContext = (typeof NOTIFICATION_LINK_CONTEXTS)[number];

/** Some links add context=alert, trigger, system or task. */
export function withLinkContext(url: string, context: NotificationLinkContext): string {
  return `${url}${url.includes('?') ? '&' : '?'}context=${context}`;
}

/** A link that opens in a team's book (decision 027): the web app switches to the book `book` names. */
export function inBookLink(url: string, bookId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}book=${encodeURIComponent(bookId)}`;
}

export const leadLink = (leadId: string) => pathWithQuery('/leads', { id: leadId, highlight: true });
export const leadSearchLink = (search: string, platform?: string) => pathWithQuery('/leads', { search, platform });
export const inboxMessageLink = (m: { messageId: string; platform?: string; search?: string }) =>
  pathWithQuery('/inbox', { message: m.messageId, platform: m.platform, search: m.search, highlight: true });
export const propertyLink = (propertyId: string) => pathWithQuery('/properties', { id: propertyId });
export const propertySearchLink = (search: string) => pathWithQuery('/properties', { search });
export const triggerLink = (triggerId: string) => pathWithQuery('/triggers', { trigger: triggerId, tab: 'my-triggers', highlight: true });
export const usageLink = () => pathWithQuery('/settings', { tab: 'usage', highlight: true });
export const accountsLink = () => pathWithQuery('/settings', { tab: 'accounts', highlight: true });
export const settingsTabLink = (tab: 'accounts' | 'notifications' | 'plan' | 'usage' | 'profile' | 'billing') =>
  pathWithQuery('/settings', { tab, highlight: true });

/** What a screen reads from a deep link: the item to highlight (or the search) and why it was opened. */
export function readDeepLink(search: string): { id?: string; highlight: boolean; context?: string } {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [k, v = ''] = pair.split('=');
    params.set(decodeURIComponent(k!), decodeURIComponent(v.replace(/\+/g, ' ')));
  }
  const id = params.get('id') ?? params.get('message') ?? params.get('trigger');
  return {
    ...(id ? { id } : {}),
    highlight: params.get('highlight') === 'true',
    ...(params.get('context') ? { context: params.get('context') } : {}),
  };
}
