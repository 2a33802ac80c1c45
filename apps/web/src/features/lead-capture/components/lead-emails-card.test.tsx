import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { LeadEmailDetail, LeadEmailView } from '@porchlight/domain/lead-capture/portal-lead-email';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadEmailsCard } from './lead-emails-card';

const server = startMswServer();

const SPOOF_REASON = 'It was not signed by zillow.com (no DKIM signature or SPF pass for zillow.com).';
const leadEmail = (patch: Partial<LeadEmailView>): LeadEmailView => ({
  id: 'e1',
  status: 'created',
  portal: 'Zillow',
  from: 'Rosa <r1@convo.zillow.com>',
  subject: 'Rosa Ortiz is requesting information about 12 Oak St',
  receivedVia: 'forward',
  leadId: 'l7',
  propertyId: null,
  preview: 'Rosa says hi',
  sender: { verified: true, reason: null, summary: 'dkim=pass (zillow.com) spf=pass dmarc=pass' },
  createdAt: new Date().toISOString(),
  ...patch,
});
const UNVERIFIED = leadEmail({
  id: 'e2',
  status: 'unverified',
  from: 'Zillow <leads@zillow.com>',
  subject: 'New Zillow lead: Spoofed Sam',
  leadId: null,
  sender: { verified: false, reason: SPOOF_REASON, summary: 'dkim=none spf=fail dmarc=fail' },
});

function serve(emails: LeadEmailView[]) {
  const byHand: unknown[] = [];
  server.use(
    http.get('*/api/lead-capture/inbox', () => HttpResponse.json({ address: 'leads-abc123@capture.example.com' })),
    http.get('*/api/lead-capture/emails', () => HttpResponse.json({ emails })),
    http.get('*/api/lead-capture/emails/:id', () =>
      HttpResponse.json({
        ...UNVERIFIED,
        text: 'Name: Spoofed Sam\nEmail: sam@victim.test\nMessage: Call me now.',
        found: { name: 'Spoofed Sam', email: 'sam@victim.test', phone: null, message: 'Call me now.' },
      } satisfies LeadEmailDetail),
    ),
    http.post('*/api/lead-capture/emails/:id/lead', async ({ request }) => {
      byHand.push(await request.json());
      return HttpResponse.json({ ...UNVERIFIED, status: 'created', leadId: 'l9' });
    }),
  );
  return { byHand };
}

describe('Lead e-mails from a sender we could not verify', () => {
  it('say so in words, with why and what was held back, beside a verified one that says nothing of it', async () => {
    serve([leadEmail({}), UNVERIFIED]);
    renderWithRouter(<LeadEmailsCard />);
    const list = await screen.findByRole('list', { name: 'Lead e-mails' });
    const [verified, unverified] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(verified).getByText('New lead')).toBeInTheDocument();
    expect(within(verified).queryByText(/Unverified sender/)).not.toBeInTheDocument();

    expect(within(unverified).getByText('Unverified sender', { selector: '[data-slot="badge"], span, div' })).toBeInTheDocument();
    expect(unverified).toHaveTextContent(
      `Unverified sender. ${SPOOF_REASON} So no lead was made and no reply was sent. If you trust it as Zillow's, make the lead yourself.`,
    );
    expect(within(unverified).queryByRole('link', { name: 'View lead' })).not.toBeInTheDocument();
  });

  it('are made a lead by hand from a form filled in with what the e-mail says', async () => {
    const user = userEvent.setup();
    const { byHand } = serve([UNVERIFIED]);
    renderWithRouter(
      <>
        <LeadEmailsCard />
        <Toaster />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Lead e-mails' });
    await user.click(within(list).getByRole('button', { name: 'Check and make lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the lead from this e-mail' });
    expect(await within(dialog).findByText(SPOOF_REASON, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Spoofed Sam');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('sam@victim.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create lead' }));
    await waitFor(() => expect(byHand).toEqual([{ name: 'Spoofed Sam', email: 'sam@victim.test', phone: '', message: 'Call me now.' }]));
    expect(await screen.findByText('Spoofed Sam is now a lead')).toBeInTheDocument();
  });
});
