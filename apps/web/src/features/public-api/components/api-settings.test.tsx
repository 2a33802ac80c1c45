import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiKeyResponse, ApiKeysResponse } from '@porchlight/domain/public-api/api-keys';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { ApiCallsMeter } from './api-calls-meter';
import { ApiSettings } from './api-settings';
import { curlExample, referenceRoutes, type OpenApiDocument } from '../api/api-reference';

const server = startMswServer();
const user = userEvent.setup();

const usage = { calls: 1234, allowed: 2000, resetsAt: '2026-12-01T00:00:00.000Z' };
const zapier: ApiKeyResponse = {
  id: '6f1c1e38-3a55-4a40-9c59-3b0f4c3a1a01',
  name: 'Zapier',
  scope: 'read_write',
  prefix: 'pl_live_AbCdEf',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
};

function serveKeys(initial: ApiKeysResponse) {
  let current = initial;
  server.use(
    http.get('*/api/config', () =>
      HttpResponse.json({ socialProviders: [], chatWidgetSrc: null, extensionInstallUrl: 'https://addons.example/porchlight' }),
    ),
  );
  server.use(
    http.get('*/api/settings/webhooks', () =>
      HttpResponse.json({
        webhooks: [
          {
            id: '6f1c1e38-3a55-4a40-9c59-3b0f4c3a1b01',
            url: 'https://hooks.zapier.com/1',
            events: ['lead.created'],
            status: 'failing',
            createdAt: '2026-11-02T10:00:00.000Z',
          },
        ],
      }),
    ),
    http.get('*/api/settings/webhooks/:id/deliveries', () =>
      HttpResponse.json({
        deliveries: [
          {
            id: '6f1c1e38-3a55-4a40-9c59-3b0f4c3a1c01',
            eventId: '6f1c1e38-3a55-4a40-9c59-3b0f4c3a1d01',
            eventType: 'lead.created',
            status: 'pending',
            attempts: 2,
            responseStatus: 500,
            lastError: 'The endpoint answered 500',
            createdAt: '2026-11-02T10:00:00.000Z',
            deliveredAt: null,
          },
        ],
      }),
    ),
    http.post('*/api/settings/webhooks/:id/deliveries/:deliveryId/resend', () => HttpResponse.json({}, { status: 202 })),
  );
  server.use(
    http.get('*/api/settings/api-keys', () => HttpResponse.json(current)),
    http.post('*/api/settings/api-keys', async ({ request }) => {
      const { name, scope } = (await request.json()) as { name: string; scope: ApiKeyResponse['scope'] };
      const apiKey = { ...zapier, id: '6f1c1e38-3a55-4a40-9c59-3b0f4c3a1a02', name, scope, prefix: 'pl_live_XyZ123' };
      current = { ...current, keys: [...current.keys, apiKey] };
      return HttpResponse.json({ apiKey, key: 'pl_live_XyZ123-the-whole-secret-key' }, { status: 201 });
    }),
    http.delete('*/api/settings/api-keys/:id', ({ params }) => {
      current = { ...current, keys: current.keys.filter((k) => k.id !== params.id) };
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('ApiSettings', () => {
  it('shows the locked state with the plan that unlocks API access', async () => {
    serveKeys({ keys: [], apiAccess: false, usage: { ...usage, calls: 0, allowed: 100 } });
    renderWithRouter(<ApiSettings />, { url: '/settings?tab=api' });
    expect(await screen.findByText(/API access is available on Starter and above/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
  });

  it('makes device keys for the browser extension on a plan without API access, apart from the API keys', async () => {
    serveKeys({ keys: [], apiAccess: false, usage: { ...usage, calls: 0, allowed: 100 } });
    renderWithRouter(<ApiSettings />, { url: '/settings?tab=api' });
    expect(await screen.findByText('No device keys yet')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Install the Porchlight extension' })).toHaveAttribute(
      'href',
      'https://addons.example/porchlight',
    );
    await user.click(screen.getByRole('button', { name: 'Create device key' }));
    expect(screen.queryByLabelText('Access')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Chrome on my laptop');
    await user.click(screen.getByRole('button', { name: 'Create device key' }));
    expect(await screen.findByLabelText('Your device key')).toHaveValue('pl_live_XyZ123-the-whole-secret-key');
    expect(screen.getAllByText(window.location.origin).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const devices = await screen.findByRole('list', { name: 'Device keys' });
    expect(devices).toHaveTextContent('Chrome on my laptop');
    expect(devices).toHaveTextContent('Browser extension');
    expect(screen.getByText(/API access is available on Starter and above/)).toBeInTheDocument();
  });

  it("lists keys by prefix with the month's calls, creates one shown once, and revokes one", async () => {
    serveKeys({ keys: [zapier], apiAccess: true, usage });
    renderWithRouter(<ApiSettings />, { url: '/settings?tab=api' });
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(list).toHaveTextContent('Zapier');
    expect(list).toHaveTextContent('pl_live_AbCdEf…');
    expect(list).toHaveTextContent('Last used Never');
    expect(screen.getByText(/1,234 of 2,000 API calls used this month/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Make');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Your new API key')).toHaveValue('pl_live_XyZ123-the-whole-secret-key');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(screen.getByRole('list', { name: 'API keys' })).findByText('Make')).toBeInTheDocument();
    expect(screen.queryByText(/the-whole-secret-key/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Zapier' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'API keys' })).queryByText('Zapier')).not.toBeInTheDocument());

    const webhooks = screen.getByRole('list', { name: 'Webhooks' });
    expect(webhooks).toHaveTextContent('https://hooks.zapier.com/1');
    expect(webhooks).toHaveTextContent('Failing');
    await user.click(within(webhooks).getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(log).toHaveTextContent('HTTP 500 · 2 attempts');
    await user.click(within(log).getByRole('button', { name: 'Resend' }));
  });
});

describe('ApiCallsMeter (Usage tab)', () => {
  it("shows the month's calls against the plan's apiCalls", async () => {
    serveKeys({ keys: [], apiAccess: true, usage: { ...usage, calls: 1700 } });
    renderWithRouter(<ApiCallsMeter />, { url: '/settings?tab=usage' });
    const meter = await screen.findByRole('group', { name: 'API calls this month' });
    expect(meter).toHaveTextContent('1.7K / 2.0K');
    expect(meter).toHaveTextContent('85% used');
    expect(meter).toHaveAttribute('data-level', 'warning');
  });

  it('is hidden on a plan without API access', async () => {
    serveKeys({ keys: [], apiAccess: false, usage });
    const { queryClient } = renderWithRouter(<ApiCallsMeter />, { url: '/settings?tab=usage' });
    await waitFor(() => expect(queryClient.getQueryState(['public-api', 'keys'])?.status).toBe('success'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('the reference', () => {
  const document: OpenApiDocument = {
    info: { description: '' },
    servers: [{ url: 'https://app.example/api/v1' }],
    paths: {
      '/leads': {
        post: {
          summary: 'Send in a lead',
          tags: ['Leads'],
          requestBody: { content: { 'application/json': { example: { name: 'Ana' } } } },
        },
      },
      '/leads/{id}': { get: { summary: 'Get a lead', tags: ['Leads'] } },
    },
  };

  it('gives each route a curl example with the key, ids as placeholders and an Idempotency-Key on POST', () => {
    const [post, get] = referenceRoutes(document);
    expect(curlExample(get!, 'https://app.example/api/v1')).toBe(
      'curl -X GET "https://app.example/api/v1/leads/<id>" \\\n  -H "Authorization: Bearer $PORCHLIGHT_API_KEY"',
    );
    expect(curlExample(post!, 'https://app.example/api/v1')).toContain(`-H "Idempotency-Key: $(uuidgen)" \\\n  -d '{"name":"Ana"}'`);
  });
});
