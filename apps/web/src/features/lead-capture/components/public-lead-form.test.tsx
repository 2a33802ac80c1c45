import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSENT_TEXT, LEAD_FORM_TEXTS, consentTextFor, type PublicLeadForm } from '@porchlight/domain/lead-capture/lead-form';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PublicLeadFormPage } from './public-lead-form';

const server = startMswServer();
const FORM: PublicLeadForm = {
  title: 'Tell me what you are looking for',
  intro: 'I reply within the hour.',
  fields: ['phone', 'leadType', 'message'],
  askConsent: true,
  consentText: consentTextFor(DEFAULT_CONSENT_TEXT, 'Dana Agent'),
  agentName: 'Dana Agent',
  ticket: '123.abc',
};

function serve(
  answer: (body: Record<string, unknown>) => Response = () => HttpResponse.json({ thankYou: 'Thanks! Talk soon.' }, { status: 201 }),
) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/public/forms/abc123def456', () => HttpResponse.json(FORM)),
    http.post('*/api/public/forms/abc123def456', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const renderForm = () => renderWithRouter(<PublicLeadFormPage publicId="abc123def456" embedded={false} />);

describe('the public lead form', () => {
  it("shows the agent's fields and consent, sends what the visitor typed with the ticket, and thanks them", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderForm();
    expect(await screen.findByRole('heading', { name: FORM.title })).toBeInTheDocument();
    expect(screen.getByText('I reply within the hour.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Budget')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Phone'), '512 555 0101');
    await user.selectOptions(screen.getByLabelText('I want to'), 'Buy');
    await user.type(screen.getByLabelText('Message'), 'Two bedrooms near a park');
    await user.click(screen.getByRole('checkbox', { name: /^I agree that Dana Agent may contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Thanks! Talk soon.' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Ana Ruiz',
        email: '',
        phone: '512 555 0101',
        leadType: 'Buy',
        message: 'Two bedrooms near a park',
        consent: true,
        ticket: '123.abc',
        website: '',
      },
    ]);
  });

  it('keeps the honeypot out of reach of people and screen readers', async () => {
    serve();
    renderForm();
    await screen.findByRole('heading', { name: FORM.title });
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it("shows a field's error beside it, and keeps what was typed", async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json({ error: `email: ${LEAD_FORM_TEXTS.contactRequired}` }, { status: 400 }));
    renderForm();
    await user.type(await screen.findByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(LEAD_FORM_TEXTS.contactRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });

  it('offers a reload when the form has been open too long', async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json({ error: `ticket: ${LEAD_FORM_TEXTS.expired}` }, { status: 400 }));
    renderForm();
    await user.type(await screen.findByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LEAD_FORM_TEXTS.expired)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload the form' })).toBeInTheDocument();
  });

  it('says so when the form is not available', async () => {
    server.use(
      http.get('*/api/public/forms/abc123def456', () => HttpResponse.json({ error: LEAD_FORM_TEXTS.unavailable }, { status: 404 })),
    );
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Form not available' })).toBeInTheDocument();
    expect(screen.getByText(LEAD_FORM_TEXTS.unavailable)).toBeInTheDocument();
  });
});
