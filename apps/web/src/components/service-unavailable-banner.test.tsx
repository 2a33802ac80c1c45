import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { markServiceAvailable } from '@/lib/service-status';
import { toast } from '@/lib/toast';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { startMswServer } from '@/test/msw-server';
import { Providers } from '@/app/providers';
import { SERVICE_CHECK_INTERVAL_MS, SERVICE_UNAVAILABLE_TEXT } from './service-unavailable-banner';

const server = startMswServer();
afterEach(() => {
  markServiceAvailable();
  vi.useRealTimers();
});

const DATABASE_DOWN = () =>
  HttpResponse.json(
    { error: "Porchlight can't reach its database right now. Please try again in a moment." },
    { status: 503, headers: { 'Retry-After': '5' } },
  );

function Leads() {
  const leads = useQuery({ queryKey: ['leads'], queryFn: async () => (await apiFetch('leads')) as { name: string }[], retryDelay: 10 });
  return <p>{leads.data ? `${leads.data.length} leads` : 'Loading leads'}</p>;
}

describe('the banner of an unavailable service', () => {
  it('shows once while the API answers 503, keeps the reads retrying, and goes when one succeeds', async () => {
    let calls = 0;
    server.use(http.get('*/api/leads', () => (++calls <= 3 ? DATABASE_DOWN() : HttpResponse.json([{ name: 'Sam' }]))));
    render(
      <Providers queryClient={createQueryClient()}>
        <Leads />
      </Providers>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(SERVICE_UNAVAILABLE_TEXT);
    expect(await screen.findByText('1 leads')).toBeInTheDocument();
    expect(calls).toBe(4);
    expect(screen.queryByText(SERVICE_UNAVAILABLE_TEXT)).not.toBeInTheDocument();
  });

  it('shows no toast per failed request meanwhile', async () => {
    server.use(http.post('*/api/leads', DATABASE_DOWN));
    const shown = vi.spyOn(await import('@/lib/toast-later'), 'toastLater');
    render(<Providers queryClient={createQueryClient()}>{null}</Providers>);
    const failures = await Promise.all(
      [1, 2, 3].map(() => apiFetch('leads', { method: 'POST', body: '{}' }).catch((error: unknown) => error)),
    );
    for (const error of failures) toastErrorUnlessLimitReached(error, 'The lead could not be saved');
    toast.error('The lead could not be saved');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
    shown.mockRestore();
  });

  it('asks the health check every few seconds, and goes when it answers', async () => {
    server.use(
      http.get('*/api/leads', DATABASE_DOWN),
      http.get('*/api/health', () => HttpResponse.json({ status: 'ok' })),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Providers queryClient={createQueryClient()}>{null}</Providers>);
    await act(() => apiFetch('leads').catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_UNAVAILABLE_TEXT);
    await act(() => vi.advanceTimersByTimeAsync(SERVICE_CHECK_INTERVAL_MS));
    await waitFor(() => expect(screen.queryByText(SERVICE_UNAVAILABLE_TEXT)).not.toBeInTheDocument());
  });

  it('a 503 that does not say when to retry (billing not set up) is an ordinary error, with no banner', async () => {
    server.use(
      http.get('*/api/billing/checkout', () => HttpResponse.json({ error: 'Billing is not set up for the agent plan' }, { status: 503 })),
    );
    render(<Providers queryClient={createQueryClient()}>{null}</Providers>);
    await act(() => apiFetch('billing/checkout').catch(() => undefined));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
