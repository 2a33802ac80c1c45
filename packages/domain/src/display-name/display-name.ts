/**
 * Display-name rules of spec 001 §3 (User profile) and §5 (Display name), shared by the sidebar,
 * the header and the profile cache.
 */

/** The product name; a profile that carries it as a name is a placeholder, not a person. */
export const BRAND_PLACEHOLDER_NAME = 'Porchlight';
/** Shown when nothing better is known (spec 001 §3). */
export const FALLBACK_DISPLAY_NAME = 'User';
/** Spec 001 §9: the profile is cached 24 h. */
export const PROFILE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

type Name = string | null | undefined;

/** The API may answer flat (first_name, last_name, avatar_url) or with a nested profile object. */
export type ApiProfileLike = {
  first_name?: Name;
  last_name?: Name;
  full_name?: Name;
  avatar_url?: Name;
  profile?: ApiProfileLike | null;
};

/** Names the auth provider may hold for the user (sign-up data, social providers). */
export type UserMetadata = {
  first_name?: Name;
  last_name?: Name;
  full_name?: Name;
  given_name?: Name;
  family_name?: Name;
  name?: Name;
  avatar_url?: Name;
  picture?: Name;
  image?: Name;
};

export type ResolveUserProfileInput = {
  profile?: ApiProfileLike | null;
  metadata?: UserMetadata | null;
  email?: Name;
};

export type ResolvedUserProfile = {
  firstName: string;
  lastName: string;
  displayName: string;
  initials: string;
  avatar: string | null;
};

export type CachedUserProfile = ResolvedUserProfile & { cachedAt: number };

// Printable ASCII compared without Intl: there, ignoring case alone is what the locale-aware
// comparison does, and a page's first Intl call loads the browser's locale data (17–68 ms here),
// which this comparison, run as the shell first renders, would otherwise pay (issue 15).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const sameWord = (a: string, b: string) =>
  PRINTABLE_ASCII.test(a) && PRINTABLE_ASCII.test(b)
    ? a.toLowerCase() === b.toLowerCase()
    : a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Spec 001 §5: a name is ignored when empty, the brand placeholder, "User", or an e-mail-like value. */
export function isUsableName(name: Name): name is string {
  const value = name?.trim() ?? '';
  if (value === '' || value.includes('@')) return false;
  return !sameWord(value, BRAND_PLACEHOLDER_NAME) && !sameWord(value, FALLBACK_DISPLAY_NAME);
}

const usable = (name: Name) => (isUsableName(name) ? name.trim().replace(/\s+/g, ' ') : '');

function splitName(full: Name): { first: string; last: string } {
  const words = usable(full).split(' ').filter(Boolean);
  if (words.length <= 1) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] ?? '' };
}

/** Candidate (first, last) pairs, best first: the API profile, then metadata in the spec's order. */
function nameCandidates(profile: ApiProfileLike | null | undefined, meta: UserMetadata): { first: string; last: string }[] {
  const nested = profile?.profile ?? null;
  const fromProfile = (p: ApiProfileLike | null | undefined) =>
    p ? [{ first: usable(p.first_name), last: usable(p.last_name) }, splitName(p.full_name)] : [];
  return [
    ...fromProfile(profile),
    ...fromProfile(nested),
    { first: usable(meta.first_name), last: usable(meta.last_name) },
    splitName(meta.full_name),
    { first: usable(meta.given_name), last: usable(meta.family_name) },
    splitName(meta.name),
  ];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Initials from the first and last word: "Mary Ann Smith" -> "MS", "Jane" -> "J". */
export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || FALLBACK_DISPLAY_NAME.charAt(0);
}

const firstUrl = (...urls: Name[]) => urls.map((u) => u?.trim() ?? '').find((u) => u !== '') ?? null;

/** Spec 001 §3: API names, then metadata names, then the capitalised e-mail local part, then "User". */
export function resolveUserProfile({ profile, metadata, email }: ResolveUserProfileInput): ResolvedUserProfile {
  const meta = metadata ?? {};
  const named = nameCandidates(profile, meta).find((c) => c.first !== '' || c.last !== '');
  const firstName = named?.first ?? '';
  const lastName = named?.last ?? '';
  const localPart = email?.split('@')[0]?.trim() ?? '';
  const displayName = named ? `${firstName} ${lastName}`.trim() : localPart !== '' ? capitalise(localPart) : FALLBACK_DISPLAY_NAME;
  const avatar = firstUrl(profile?.avatar_url, profile?.profile?.avatar_url, meta.avatar_url, meta.picture, meta.image);
  return { firstName, lastName, displayName, initials: initialsOf(displayName), avatar };
}

/** Spec 001 §5: discard a cached profile older than 24 h, carrying the brand name, or nameless. */
export function isCachedProfileValid(cached: Partial<CachedUserProfile> | null | undefined, now: number): boolean {
  if (!cached || typeof cached.cachedAt !== 'number' || !Number.isFinite(cached.cachedAt)) return false;
  if (now - cached.cachedAt > PROFILE_CACHE_TTL_MS) return false;
  const names = [cached.firstName, cached.lastName, cached.displayName];
  if (names.some((n) => typeof n === 'string' && sameWord(n.trim(), BRAND_PLACEHOLDER_NAME))) return false;
  return isUsableName(cached.firstName) || isUsableName(cached.lastName);
}
