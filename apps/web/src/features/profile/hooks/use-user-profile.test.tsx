import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROFILE_CACHE_TTL_MS } from '@porchlight/domain/display-name/display-name';
import { useAppStore } from '@/lib/store';
import { profileCacheKey } from '../stores/profile-cache';
import { dispatchForceProfileRefresh, dispatchProfileUpdated } from '../stores/profile-events';
import { createWrapper, profileFixture, setupProfileTest, signedInUser } from '../test/profile-test-utils';
import { useUserProfile } from './use-user-profile';

const server = setupProfileTest();
const cacheKey = profileCacheKey(signedInUser.id);

const cacheEntry = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    firstName: 'Cached',
    lastName: 'Name',
    displayName: 'Cached Name',
    initials: 'CN',
    avatar: null,
    cachedAt: Date.now(),
    ...overrides,
  });

function renderProfile() {
  const { wrapper, queryClient } = createWrapper();
  return { ...renderHook(() => useUserProfile(), { wrapper }), queryClient };
}

describe('useUserProfile', () => {
  it('uses the server profile and refreshes the per-user cache and the store', async () => {
    server.use(http.get('*/api/settings/profile', () => HttpResponse.json(profileFixture({ first_name: 'Janet', last_name: 'Dole' }))));
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.displayName).toBe('Janet Dole'));
    expect(result.current).toMatchObject({ initials: 'JD', email: 'jane@example.com', isLoading: false });
    expect(JSON.parse(localStorage.getItem(cacheKey)!)).toMatchObject({ firstName: 'Janet', lastName: 'Dole' });
    expect(useAppStore.getState().userProfile).toMatchObject({ displayName: 'Janet Dole', email: 'jane@example.com' });
  });

  it('falls back silently to a valid cached profile when the request fails', async () => {
    localStorage.setItem(cacheKey, cacheEntry());
    server.use(http.get('*/api/settings/profile', () => HttpResponse.error()));
    const { result } = renderProfile();
    expect(result.current).toMatchObject({ displayName: 'Cached Name', isLoading: false });
    await waitFor(() => expect(result.current.displayName).toBe('Cached Name'));
  });

  it.each([
    ['older than 24 h', { cachedAt: Date.now() - PROFILE_CACHE_TTL_MS - 1000 }],
    ['carrying the brand name', { firstName: 'Porchlight', displayName: 'Porchlight' }],
    ['without first and last name', { firstName: '', lastName: '' }],
  ])('discards a cache %s and uses the sign-in metadata', async (_label, overrides) => {
    localStorage.setItem(cacheKey, cacheEntry(overrides));
    server.use(http.get('*/api/settings/profile', () => HttpResponse.error()));
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.displayName).toBe('Jane Doe');
    expect(localStorage.getItem(cacheKey)).toBeNull();
  });

  it('merges profileUpdated into the view, the cache and the store', async () => {
    server.use(http.get('*/api/settings/profile', () => HttpResponse.json(profileFixture())));
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.displayName).toBe('Jane Doe'));
    act(() => dispatchProfileUpdated({ first_name: 'Jo', avatar_url: '/avatars/jo.png' }));
    expect(result.current).toMatchObject({ displayName: 'Jo Doe', initials: 'JD', avatar: '/avatars/jo.png' });
    expect(JSON.parse(localStorage.getItem(cacheKey)!)).toMatchObject({ firstName: 'Jo', avatar: '/avatars/jo.png' });
    expect(useAppStore.getState().userProfile).toMatchObject({ firstName: 'Jo', lastName: 'Doe' });
  });

  it('forceProfileRefresh clears the cache and asks the server again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/settings/profile', () => {
        calls += 1;
        return HttpResponse.json(profileFixture({ first_name: calls === 1 ? 'Jane' : 'Janine' }));
      }),
    );
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.displayName).toBe('Jane Doe'));
    act(() => dispatchForceProfileRefresh());
    await waitFor(() => expect(result.current.displayName).toBe('Janine Doe'));
    expect(calls).toBe(2);
    expect(JSON.parse(localStorage.getItem(cacheKey)!)).toMatchObject({ firstName: 'Janine' });
  });
});
