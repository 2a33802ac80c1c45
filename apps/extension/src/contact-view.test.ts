import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactView } from './contact-view';
import { mount, SERVER, signIn, startApiServer, v1Error } from './popup-test-support';

const server = startApiServer();
const page = {
  url: 'https://portal.example.com/leads/8812',
  text: 'Morgan Ellis\nmorgan.ellis@example.com\n(512) 555-0199',
  html: '<html><body><p>Morgan Ellis</p><a href="mailto:morgan.ellis@example.com">morgan.ellis@example.com</a><a href="tel:+15125550199">(512) 555-0199</a></body></html>',
};

describe('the contact view', () => {
  it.each([
    ['created', 'Saved as a new lead.', 'Open Morgan Ellis in Porchlight'],
    ['matched', 'Already one of your leads: this page is noted on their record.', 'Open Morgan Ellis in Porchlight'],
  ] as const)('saves the person with the page as the source (%s)', async (outcome, words, link) => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(`${SERVER}/api/v1/leads`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ outcome, lead: { id: 'l9', name: 'Morgan Ellis' } }, { status: outcome === 'created' ? 201 : 200 });
      }),
    );
    const user = userEvent.setup();
    mount(contactView(signIn, page));
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'morgan.ellis@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(words));
    expect(sent[0]).toMatchObject({ email: 'morgan.ellis@example.com', source: 'Browser extension (portal.example.com)' });
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(`${SERVER}/leads/l9`);
  });

  it("keeps the person for later when the plan's lead limit is reached, and says where", async () => {
    server.use(http.post(`${SERVER}/api/v1/leads`, () => HttpResponse.json({ outcome: 'held', lead: null }, { status: 202 })));
    const user = userEvent.setup();
    mount(contactView(signIn, page));
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "Your plan's lead limit is reached: Porchlight keeps this person for you to add later (Leads > Lead capture).",
      ),
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks the field the server names', async () => {
    server.use(
      http.post(`${SERVER}/api/v1/leads`, () => HttpResponse.json(v1Error('Enter a valid e-mail address', 'email'), { status: 400 })),
    );
    const user = userEvent.setup();
    mount(contactView(signIn, page));
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Enter a valid e-mail address'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });
});
