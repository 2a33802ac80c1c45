import {
  type ApiProfileLike,
  type CachedUserProfile,
  type ResolvedUserProfile,
  isCachedProfileValid,
  resolveUserProfile,
} from '@porchlight/domain/display-name/display-name';
import { useAppStore } from '@/lib/store';

/** Spec 001 §4: one cached profile per user in local storage. */
export const profileCacheKey = (userId: string) => `porchlight-profile-${userId}`;

/** The cached profile when the domain rules still accept it; a rejected one is removed. */
export function readProfileCache(userId: string, now: number = Date.now()): CachedUserProfile | null {
  try {
    const raw = localStorage.getItem(profileCacheKey(userId));
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedUserProfile;
    if (isCachedProfileValid(cached, now)) return cached;
    localStorage.removeItem(profileCacheKey(userId));
  } catch {
    // Unreadable JSON or storage switched off: there is simply no cache.
  }
  return null;
}

export function writeProfileCache(userId: string, profile: ResolvedUserProfile, now: number = Date.now()): void {
  try {
    localStorage.setItem(profileCacheKey(userId), JSON.stringify({ ...profile, cachedAt: now } satisfies CachedUserProfile));
  } catch {
    // A full or blocked storage only costs the offline fallback.
  }
}

export function clearProfileCache(userId: string): void {
  try {
    localStorage.removeItem(profileCacheKey(userId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * Keeps both client copies of the profile in step with what the server said: the per-user cache
 * (offline fallback, spec 001 §4) and the persisted store's userProfile (spec 000 §3, merged).
 */
export function syncProfileCaches(userId: string, profile: ApiProfileLike & { email?: string | null }): ResolvedUserProfile {
  const resolved = resolveUserProfile({ profile, email: profile.email });
  writeProfileCache(userId, resolved);
  useAppStore.getState().setUserProfile({ ...resolved, ...(profile.email ? { email: profile.email } : {}) });
  return resolved;
}
