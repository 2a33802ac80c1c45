import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { ApiError, apiFetch } from './api-client';
import { shouldRetry } from './query-client';

const server = startMswServer();

describe('apiFetch', () => {
  it('sends JSON with the session cookie and reads JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/leads', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ id: 'lead-1' }, { status: 201 });
      }),
    );
    await expect(apiFetch('/api/leads', { method: 'POST', body: JSON.stringify({ name: 'Sam' }) })).resolves.toEqual({ id: 'lead-1' });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.credentials).toBe('include');
    await expect(seen?.json()).resolves.toEqual({ name: 'Sam' });
  });

  it('turns a non-OK answer into an ApiError carrying the server message', async () => {
    server.use(http.get('*/api/leads/9', () => HttpResponse.json({ error: 'Lead not found' }, { status: 404 })));
    const error = await apiFetch('/api/leads/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Lead not found', body: { error: 'Lead not found' } });
  });

  it('falls back to the status when the body has no error text', async () => {
    server.use(http.get('*/api/boom', () => new HttpResponse('oops', { status: 502 })));
    await expect(apiFetch('/api/boom')).rejects.toMatchObject({ status: 502, message: 'HTTP error! status: 502' });
  });

  it('gives up after the timeout with an AbortError', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    await expect(apiFetch('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      name: 'AbortError',
      message: 'Request was cancelled or timed out',
    });
  });

  it('reports a cancellation by the caller the same way', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = apiFetch('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'Request was cancelled or timed out' });
  });
});

describe('query retry rule', () => {
  it.each([
    ['a 4xx', new ApiError(404, 'Not found'), 0, false],
    ['a 429', new ApiError(429, 'Slow down'), 0, false],
    ['a 500, first failure', new ApiError(500, 'Oops'), 0, true],
    ['a 500, third failure', new ApiError(500, 'Oops'), 2, false],
    ['a network error', new TypeError('Failed to fetch'), 1, true],
    ['a timeout', new DOMException('Request was cancelled or timed out', 'AbortError'), 0, false],
  ])('%s retries: %s', (_name, error, failures, expected) => {
    expect(shouldRetry(failures, error)).toBe(expected);
  });
});
