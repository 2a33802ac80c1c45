import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_FORM,
  type LeadFormResponse,
  type LeadFormSettings,
  type LeadFormSubmissionView,
} from '@porchlight/domain/lead-capture/lead-form';
import type { LeadEmailView } from '@porchlight/domain/lead-capture/portal-lead-email';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadCaptureView } from './lead-capture-view';

const server = startMswServer();
const FORM: LeadFormResponse = {
  ...DEFAULT_LEAD_FORM,
  publicId: 'abc123def456ghi789',
  updatedAt: '2026-11-01T10:00:00.000Z',
  textingCountry: 'US',
};
const submission = (patch: Partial<LeadFormSubmissionView>): LeadFormSubmissionView => ({
  id: 's1',
  outcome: 'created',
  leadId: 'l1',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: null,
  message: 'Hi',
  consent: true,
  createdAt: new Date().toISOString(),
  ...patch,
});

const leadEmail = (patch: Partial<LeadEmailView>): LeadEmailView => ({
  id: 'e1',
  status: 'created',
  portal: 'Zillow',
  from: 'Rosa <r1@convo.zillow.com>',
  subject: 'Rosa Ortiz is requesting information about 12 Oak St',
  receivedVia: 'forward',
  leadId: 'l7',
  propertyId: 'p7',
  preview: 'Rosa says hi',
  sender: null,
  createdAt: new Date().toISOString(),
  ...patch,
});

function serve(
  submissions: LeadFormSubmissionView[] = [],
  emails: LeadEmailView[] = [],
  address: string | null = 'leads-abc123@capture.example.com',
) {
  const saved: LeadFormSettings[] = [];
  const created: string[] = [];
  const byHand: unknown[] = [];
  server.use(
    http.get('*/api/lead-capture/inbox', () => HttpResponse.json({ address })),
    http.get('*/api/lead-capture/emails', () => HttpResponse.json({ emails })),
    http.get('*/api/lead-capture/emails/:id', ({ params }) =>
      HttpResponse.json({
        ...leadEmail({ id: String(params.id), status: 'unreadable' }),
        text: 'Call Sam at 512-555-0100 about the lake house.',
      }),
    ),
    http.post('*/api/lead-capture/emails/:id/lead', async ({ request, params }) => {
      byHand.push(await request.json());
      return HttpResponse.json(leadEmail({ id: String(params.id), status: 'created' }));
    }),
    http.get('*/api/lead-capture/form', () => HttpResponse.json(FORM)),
    http.put('*/api/lead-capture/form', async ({ request }) => {
      const body = (await request.json()) as LeadFormSettings;
      saved.push(body);
      if (!body.thankYou) return HttpResponse.json({ error: 'thankYou: Thank-you message is required' }, { status: 400 });
      return HttpResponse.json({ ...FORM, ...body });
    }),
    http.get('*/api/lead-capture/submissions', () => HttpResponse.json({ submissions })),
    http.post('*/api/lead-capture/submissions/:id/lead', ({ params }) => {
      created.push(String(params.id));
      return HttpResponse.json(submission({ id: String(params.id), outcome: 'created', leadId: 'l9' }));
    }),
  );
  return { saved, created, byHand };
}

const renderView = () =>
  renderWithRouter(
    <>
      <LeadCaptureView />
      <Toaster />
    </>,
  );

describe('Leads > Lead Capture', () => {
  it("shows the link and the embed snippet of the agent's form", async () => {
    serve();
    renderView();
    expect(await screen.findByDisplayValue(`${window.location.origin}/f/abc123def456ghi789`)).toBeInTheDocument();
    expect(screen.getByLabelText('Embed on your website')).toHaveValue(
      `<iframe src="${window.location.origin}/f/abc123def456ghi789?embed=1" title="${DEFAULT_LEAD_FORM.title}" style="width:100%;max-width:480px;height:640px;border:0" loading="lazy"></iframe>`,
    );
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('saves the fields and texts the agent chose', async () => {
    const user = userEvent.setup();
    const { saved } = serve();
    renderView();
    await user.click(await screen.findByRole('checkbox', { name: 'Budget' }));
    await user.click(screen.getByRole('checkbox', { name: 'Message' }));
    await user.clear(screen.getByLabelText('Lead source'));
    await user.type(screen.getByLabelText('Lead source'), 'Austin homes site');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Lead form saved')).toBeInTheDocument();
    expect(saved[0]).toEqual({ ...DEFAULT_LEAD_FORM, fields: ['phone', 'timeline', 'budget'], source: 'Austin homes site' });
  });

  it('saves an instant reply by e-mail with its subject and message', async () => {
    const user = userEvent.setup();
    const { saved } = serve();
    renderView();
    await user.selectOptions(await screen.findByLabelText('Reply to each new lead by'), 'email');
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Got your message');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.autoReply).toEqual({ ...DEFAULT_LEAD_FORM.autoReply, channel: 'email', subject: 'Got your message' });
  });

  it("texts automatically only to the agent's own country and those they add (issue 44)", async () => {
    const user = userEvent.setup();
    const { saved } = serve();
    renderView();
    // Role queries over some 240 options are slow in jsdom: the select is found by its label.
    const choose = (await screen.findByLabelText('Allow another country')) as HTMLSelectElement;
    const countries = choose.closest('fieldset')!;
    expect(countries).toHaveAccessibleName('Countries for automatic texts');
    expect(countries).toHaveAccessibleDescription(
      /go to numbers in United States, where your texting number is, and the countries you add; never to premium-rate numbers/,
    );
    expect(choose.querySelector('option[value="US"]')).toBeNull();
    await user.selectOptions(choose, 'GB');
    await user.selectOptions(choose, 'MX');
    expect(
      within(within(countries).getByRole('list', { name: 'Countries you added' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['United Kingdom', 'Mexico']);
    await user.click(within(countries).getByRole('button', { name: 'Remove Mexico' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.autoReply.textCountries).toEqual(['GB']);
    expect(saved[0]).not.toHaveProperty('textingCountry');
  });

  it("shows the server's words beside the field it names", async () => {
    const user = userEvent.setup();
    serve();
    renderView();
    await user.clear(await screen.findByLabelText('Thank-you message'));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Thank-you message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Thank-you message')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists submissions with what became of each, and makes a held one a lead', async () => {
    const user = userEvent.setup();
    const { created } = serve([
      submission({ id: 'h1', outcome: 'held', leadId: null, name: 'Cy Diaz' }),
      submission({ outcome: 'matched', name: 'Bo Chen' }),
    ]);
    renderView();
    expect(await screen.findByText('Waiting: lead limit reached')).toBeInTheDocument();
    expect(screen.getByText('Existing lead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View lead' })).toHaveAttribute('href', '/leads?id=l1&highlight=true');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));
    await waitFor(() => expect(created).toEqual(['h1']));
    expect(await screen.findByText('Cy Diaz is now a lead')).toBeInTheDocument();
  });

  it('shows the lead address and each lead e-mail with what became of it; one we could not read is made a lead by hand', async () => {
    const user = userEvent.setup();
    const { byHand } = serve(
      [],
      [
        leadEmail({}),
        leadEmail({ id: 'e2', status: 'unreadable', portal: null, subject: 'Fwd: call this guy', leadId: null, propertyId: null }),
      ],
    );
    renderView();
    expect(await screen.findByRole('textbox', { name: 'Your lead address' })).toHaveValue('leads-abc123@capture.example.com');
    const list = await screen.findByRole('list', { name: 'Lead e-mails' });
    expect(within(list).getByText('New lead')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View property' })).toHaveAttribute('href', '/properties?id=p7&highlight=true');
    expect(within(list).getByText('Needs you')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Read and make lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the lead from this e-mail' });
    expect(await within(dialog).findByText('Call Sam at 512-555-0100 about the lake house.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Sam Reader');
    await user.type(within(dialog).getByLabelText('Phone'), '512-555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Create lead' }));
    await waitFor(() => expect(byHand).toEqual([{ name: 'Sam Reader', email: '', phone: '512-555-0100', message: '' }]));
    expect(await screen.findByText('Sam Reader is now a lead')).toBeInTheDocument();
  });

  it('without a lead address, points to the connected mailbox only', async () => {
    serve([], [], null);
    renderView();
    expect(await screen.findByText('No lead e-mails yet')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your lead address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'connected mailbox' })).toHaveAttribute('href', '/settings?tab=accounts');
  });
});
