import { useSearchParams } from 'react-router';

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Only a path on this site: it starts with "/", and not with "//" or "/\" (browsers read both as
 * another host). Anything else would make the sign-in page an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  return next;
}

/** The `next` query parameter, made safe; /dashboard when absent. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}

/** Carries `next` over to another auth page (sign-in <-> sign-up) so the return trip survives. */
export function withNext(path: string, next: string): string {
  return next === DEFAULT_AFTER_SIGN_IN ? path : `${path}?next=${encodeURIComponent(next)}`;
}
