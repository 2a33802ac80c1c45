import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { renderWithRouter } from '@/test/render';
import { resetPreloadedRoutes, useRoutePreloading } from './preload';

// Record which screen chunks are requested instead of downloading them.
const requested: string[] = [];
vi.mock('./route-modules', () => ({
  moduleKeyOf: () => undefined,
  routeModuleLoader: (path: string) => () => {
    requested.push(path);
    return Promise.resolve({});
  },
  shellModule: () => {
    requested.push('shell');
    return Promise.resolve({});
  },
}));

function Preloader() {
  useRoutePreloading();
  return null;
}

const AGENT = { id: 'u1', email: 'sam@example.com', name: 'Sam', image: null };

beforeEach(() => {
  useSessionStore.setState(INITIAL_SESSION_STATE);
  vi.useFakeTimers();
  requested.length = 0;
  resetPreloadedRoutes();
});
afterEach(() => vi.useRealTimers());

describe('route preloading', () => {
  it('preloads critical screens at 1 s and secondary ones at 2 s for a signed-in agent', () => {
    useSessionStore.setState({ user: AGENT, isLoading: false });
    renderWithRouter(<Preloader />, { url: '/market' });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(requested).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(requested).toEqual(['shell', '/dashboard', '/properties', '/leads', '/settings']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(requested.slice(5)).toEqual(['/inbox', '/audience', '/social-feed', '/search']);
  });

  it('leaves the signed-in screens alone for a visitor not signed in', () => {
    renderWithRouter(<Preloader />, { url: '/signin' });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(requested).toEqual([]);
  });

  it('prefetches related screens 500 ms after the last path change', async () => {
    const { router } = renderWithRouter(<Preloader />, { url: '/settings' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await act(() => router.navigate('/search?q=oak'));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    // /settings was left before its 500 ms were up: its related screen is not fetched.
    expect(requested).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(requested).toEqual(['/properties', '/leads']);
  });

  it('never fetches Triggers or Flows, even from their own pages', async () => {
    const { router } = renderWithRouter(<Preloader />, { url: '/triggers' });
    await act(() => router.navigate('/flows'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(requested.length).toBeGreaterThan(0);
    expect(requested).not.toContain('/triggers');
    expect(requested).not.toContain('/flows');
  });
});
