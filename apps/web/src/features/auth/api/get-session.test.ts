import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SESSION_STATE, useSessionStore } from '@/lib/session-store';
import { startMswServer } from '@/test/msw-server';
import { classifySessionError, refreshSession } from './get-session';

describe('classifySessionError (spec 000 §8)', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'offline'],
    [new TypeError('NetworkError when attempting to fetch resource.'), 'offline'],
    [{ status: 400, message: 'Invalid Refresh Token: refresh_token not found' }, 'invalid-session'],
    [{ status: 401, message: 'Session expired. Re-authenticate to perform this action.' }, 'invalid-session'],
    [{ message: 'invalid session' }, 'invalid-session'],
    [{ status: 500, statusText: 'Internal Server Error' }, 'other'],
    ['weird', 'other'],
  ])('%j -> %s', (error, kind) => {
    expect(classifySessionError(error)).toBe(kind);
  });
});

describe('reading the session again', () => {
  const server = startMswServer();
  const answer = (name: string) =>
    server.use(
      http.get('/api/auth/get-session', () =>
        HttpResponse.json({ session: { id: 's1' }, user: { id: 'u1', email: 'dana@example.com', name } }),
      ),
    );
  afterEach(() => useSessionStore.setState(INITIAL_SESSION_STATE));

  it('keeps the user the store has when the answer is the same one, so nothing that reads it renders again', async () => {
    answer('Dana Agent');
    await refreshSession();
    const first = useSessionStore.getState().user;
    expect(first).toEqual({ id: 'u1', email: 'dana@example.com', name: 'Dana Agent', image: null });
    await refreshSession();
    expect(useSessionStore.getState().user).toBe(first);

    answer('Dana Seller');
    await refreshSession();
    expect(useSessionStore.getState().user).toEqual({ ...first, name: 'Dana Seller' });
  });
});
