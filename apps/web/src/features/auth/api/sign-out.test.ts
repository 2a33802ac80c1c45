import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { APP_STORE_KEY, useAppStore } from '@/lib/store';
import { allowConsoleErrors } from '@/test/console-guard';
import { LAST_EMAIL_KEY, REMEMBER_ME_KEY } from '../stores/remembered-sign-in';
import { setupMswServer, testUser } from '../test/auth-test-utils';
import { signOutEverywhere } from './sign-out';

const server = setupMswServer();

function seedBrowser() {
  useSessionStore.setState({ user: { ...testUser, image: null }, isLoading: false, connectionError: false });
  useAppStore.getState().setSidebarCollapsed(true);
  localStorage.setItem(LAST_EMAIL_KEY, 'jane@example.com');
  localStorage.setItem(REMEMBER_ME_KEY, 'true');
  localStorage.setItem('unrelated-key', 'kept');
  sessionStorage.setItem('draft', 'x');
  document.cookie = 'porchlight-pref=1; path=/';
  document.cookie = 'tracking=abc; path=/';
}

describe('signOutEverywhere (spec 000 §4 logout)', () => {
  it('signs out on the server, removes every local trace, then goes to /signin', async () => {
    let signOutCalls = 0;
    const signOut = () => {
      signOutCalls += 1;
      return HttpResponse.json({ success: true });
    };
    server.use(http.post('*/api/auth/sign-out', signOut));
    seedBrowser();
    expect(localStorage.getItem(APP_STORE_KEY)).not.toBeNull();
    const clearQueryCache = vi.fn();
    const navigate = vi.fn(() => {
      // Loading stays on until the sign-in page is under way.
      expect(useSessionStore.getState()).toMatchObject({ user: null, isLoading: true });
    });

    const result = await signOutEverywhere({ clearQueryCache, navigate });

    expect(result.error).toBeNull();
    expect(signOutCalls).toBe(1);
    expect(localStorage.getItem(APP_STORE_KEY)).toBeNull();
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
    expect(localStorage.getItem(LAST_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated-key')).toBe('kept');
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(clearQueryCache).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    expect(useSessionStore.getState()).toMatchObject({ user: null, isLoading: false });
  });

  it('only logs an error answer from the sign-out call and still finishes the logout', async () => {
    allowConsoleErrors();
    server.use(http.post('*/api/auth/sign-out', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    seedBrowser();
    const navigate = vi.fn();
    const result = await signOutEverywhere({ clearQueryCache: vi.fn(), navigate });
    expect(result.error).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    expect(sessionStorage.length).toBe(0);
  });

  it('resets loading and returns the error when the server cannot be reached', async () => {
    allowConsoleErrors();
    server.use(
      http.post('*/api/auth/sign-out', () => HttpResponse.error()),
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionBody())),
    );
    seedBrowser();
    const navigate = vi.fn();
    const result = await signOutEverywhere({ clearQueryCache: vi.fn(), navigate });
    expect(result.error).toBeInstanceOf(Error);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().isLoading).toBe(false);
    // Still signed in on the server: the session is read again rather than pretending otherwise.
    await vi.waitFor(() => expect(useSessionStore.getState().user?.id).toBe(testUser.id));
  });
});

const sessionBody = () => ({ session: { id: 's', userId: testUser.id, expiresAt: '2099-01-01T00:00:00.000Z' }, user: testUser });
