import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { ApiError, apiFetch } from './api-client';
import { registerAppNavigate } from './app-navigate';
import { isLimitReached, limitReachedMessage, toastErrorUnlessLimitReached } from './limit-reached';
import { createQueryClient } from './query-client';

const server = startMswServer();
let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('isLimitReached', () => {
  it.each([
    [new ApiError(402, 'Limit reached'), true],
    [new ApiError(403, 'Forbidden'), false],
    [new ApiError(409, 'Already owned'), false],
    [new Error('402'), false],
    [null, false],
  ])('%s -> %s', (error, expected) => expect(isLimitReached(error)).toBe(expected));
});

describe('limitReachedMessage', () => {
  it.each([
    ['maxLeads', 25, "You've reached your plan's limit of 25 leads"],
    ['maxProperties', 1000, "You've reached your plan's limit of 1,000 properties"],
    ['userSeats', 1, "You've reached your plan's limit of 1 user seat"],
    ['maxProperties', 1, "You've reached your plan's limit of 1 property"],
    ['exportLimit', 2, "You've reached your plan's limit of 2 exports per month"],
    ['emailNotifications', 30, "You've reached your plan's limit of 30 e-mails"],
    ['smsNotifications', 0, "Your plan doesn't include SMS messages"],
  ] as const)('%s at %i', (limit, allowed, text) => expect(limitReachedMessage({ limit, allowed })).toBe(text));
});

describe('the global 402 handler', () => {
  it('toasts the limit with "See plans", which opens the plan tab', async () => {
    const navigate = vi.fn();
    unregister = registerAppNavigate(navigate);
    server.use(
      http.post('*/api/leads', () =>
        HttpResponse.json({ error: 'Lead limit reached', limit: 'maxLeads', used: 25, allowed: 25 }, { status: 402 }),
      ),
    );
    render(<Toaster />);
    const queryClient = createQueryClient();
    await act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => apiFetch('/api/leads', { method: 'POST', body: '{}' }) })
        .execute(undefined)
        .catch(() => undefined),
    );

    const item = (await screen.findByText("You've reached your plan's limit of 25 leads")).closest('li')!;
    expect(within(item).getByText(/You've used 25 of 25/)).toBeInTheDocument();
    // fireEvent: sonner's pointer handlers need setPointerCapture, which jsdom lacks.
    fireEvent.click(within(item).getByRole('button', { name: 'See plans' }));
    expect(navigate).toHaveBeenCalledWith('/settings?tab=plan');
  });

  it('uses the server text when a 402 carries no details', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ error: 'Upgrade to keep going' }, { status: 402 })));
    render(<Toaster />);
    const queryClient = createQueryClient();
    await act(() => queryClient.fetchQuery({ queryKey: ['things'], queryFn: () => apiFetch('/api/things') }).catch(() => undefined));
    const item = (await screen.findByText('Upgrade to keep going')).closest('li')!;
    expect(within(item).getByRole('button', { name: 'See plans' })).toBeInTheDocument();
  });

  it('leaves other errors to the features', async () => {
    server.use(http.post('*/api/leads', () => HttpResponse.json({ error: 'Name is required' }, { status: 400 })));
    render(<Toaster />);
    const queryClient = createQueryClient();
    await act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => apiFetch('/api/leads', { method: 'POST', body: '{}' }) })
        .execute(undefined)
        .catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});

describe('toastErrorUnlessLimitReached', () => {
  it('shows a feature error but not a 402 the global handler already announced', async () => {
    render(<Toaster />);
    act(() => toastErrorUnlessLimitReached(new ApiError(402, 'Lead limit reached'), 'Could not save'));
    act(() => toastErrorUnlessLimitReached(new ApiError(500, 'Database down'), 'Could not save'));
    act(() => toastErrorUnlessLimitReached('weird', 'Could not save'));
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(screen.getByText('Could not save')).toBeInTheDocument();
    expect(screen.queryByText('Lead limit reached')).not.toBeInTheDocument();
  });

  it('puts the message under a title when given one', async () => {
    render(<Toaster />);
    act(() => toastErrorUnlessLimitReached(new ApiError(500, 'The file could not be built'), 'Please try again.', 'Export failed'));
    act(() => toastErrorUnlessLimitReached(new ApiError(402, 'Export limit reached'), 'Please try again.', 'Export failed (402)'));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('The file could not be built')).toBeInTheDocument();
    expect(screen.queryByText('Export failed (402)')).not.toBeInTheDocument();
  });
});
