import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { LeadActivityResponse, LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadPage } from './lead-page';

const server = startMswServer();
const ID = '00000000-0000-4000-8000-0000000000a1';
const NEW = '00000000-0000-4000-8000-0000000000b1';
const SHOWING = '00000000-0000-4000-8000-0000000000b2';
const lead = {
  id: ID,
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '512-555-0101',
  status: 'hot',
  qualification: null,
  tags: ['buyer'],
  budget: '$450,000',
  notes: null,
  stageId: NEW,
  stageName: 'New',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
} as unknown as LeadResponse;
const entry = (over: Partial<LeadActivityResponse>): LeadActivityResponse => ({
  id: 'a1',
  kind: 'note',
  body: null,
  fromStatus: null,
  toStatus: null,
  callOutcome: null,
  callDurationSeconds: null,
  callId: null,
  createdAt: '2025-01-02T10:00:00Z',
  ...over,
});
const activity = http.get(`*/api/leads/${ID}/activity`, () =>
  HttpResponse.json({
    activity: [entry({ body: 'Wants a yard' }), entry({ id: 'a0', kind: 'created', toStatus: 'warm', createdAt: '2025-01-01T00:00:00Z' })],
  }),
);
const history = http.get(`*/api/leads/${ID}/history`, () =>
  HttpResponse.json({
    events: [
      {
        id: 'e1',
        type: 'lead.updated',
        subject_type: 'lead',
        subject_id: ID,
        actor_id: null,
        payload: { name: 'Dana Reyes', changes: { budget: { from: '$400,000', to: '$450,000' } } },
        created_at: '2025-01-03T09:00:00Z',
      },
    ],
    next_before: null,
  }),
);
const pipeline = http.get('*/api/pipeline', () =>
  HttpResponse.json({
    stages: [
      { id: NEW, name: 'New', position: 0, leadCount: 1, dealTotal: 0 },
      { id: SHOWING, name: 'Showing', position: 1, leadCount: 0, dealTotal: 0 },
    ],
    leads: [],
  }),
);
const showLead = (body: LeadResponse = lead) => http.get(`*/api/leads/${ID}`, () => HttpResponse.json(body));

const renderPage = () =>
  renderWithRouter(
    <>
      <LeadPage
        leadId={ID}
        renderTasks={() => <p>Follow-ups here</p>}
        renderProperties={() => <p>Properties here</p>}
        renderSavedSearches={() => <p>Saved searches here</p>}
      />
      <Toaster />
    </>,
  );

describe('the lead page', () => {
  it("shows what the route gives a call through Porchlight (its recording) under that call's line only", async () => {
    server.use(
      showLead(),
      history,
      pipeline,
      http.get(`*/api/leads/${ID}/activity`, () =>
        HttpResponse.json({
          activity: [
            entry({
              id: 'c2',
              kind: 'call',
              callOutcome: 'connected',
              callDurationSeconds: 95,
              callId: 'call-2',
              createdAt: '2025-01-05T10:00:00Z',
            }),
            entry({ id: 'c1', kind: 'call', callOutcome: 'no_answer', createdAt: '2025-01-04T10:00:00Z' }),
          ],
        }),
      ),
    );
    renderWithRouter(
      <LeadPage
        leadId={ID}
        renderCallDetails={(leadId, callId) => <p>{`Recording of ${callId} (${leadId === ID ? 'this lead' : '?'})`}</p>}
      />,
    );
    const feed = await screen.findByRole('list', { name: 'Activity' });
    expect(within(feed).getAllByText(/^Recording of/)).toHaveLength(1);
    expect(within(feed).getByText('Recording of call-2 (this lead)')).toBeInTheDocument();
  });

  it('shows a skeleton, then every field, one timeline of notes and changes, and the panels the route gives it', async () => {
    server.use(showLead(), activity, history, pipeline);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading lead' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:512-555-0101');
    expect(screen.getByText('$450,000')).toBeInTheDocument();
    const feed = await screen.findByRole('list', { name: 'Activity' });
    // One list, newest first: the field change from the event log among the notes.
    expect(
      within(feed)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Budget changed from $400,000 to $450,000', 'Note', 'Lead added as Warm']);
    expect(within(feed).getByText('Wants a yard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notes' }));
    expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Calls' }));
    expect(screen.getByText('No calls logged yet.')).toBeInTheDocument();
    for (const text of ['Follow-ups here', 'Properties here', 'Saved searches here']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('offers to add a missing phone or e-mail instead of a blank, and hides other empty fields', async () => {
    server.use(
      showLead({ ...lead, phone: null, email: null, budget: null, qualification: null, firstReplyAt: '2025-01-01T00:05:00Z' }),
      activity,
      history,
      pipeline,
    );
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add phone' });
    expect(screen.getByRole('button', { name: 'Add email' })).toBeInTheDocument();
    expect(screen.queryByText('Budget')).not.toBeInTheDocument();
    // No qualification and no response clock: nothing shown, not a bare "— —".
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    await userEvent.setup().click(add);
    expect(await screen.findByRole('dialog', { name: 'Edit lead' })).toBeInTheDocument();
  });

  it('changes the stage in place at once, and goes back with a toast when the server refuses', async () => {
    let answer: 'ok' | 'fail' = 'fail';
    server.use(
      showLead(),
      activity,
      history,
      pipeline,
      http.patch(`*/api/leads/${ID}`, async ({ request }) => {
        await delay(50);
        const body = (await request.json()) as { stageId?: string; status?: string };
        if (answer === 'fail') return HttpResponse.json({ error: 'Stage not found' }, { status: 404 });
        return HttpResponse.json({ ...lead, ...body, stageName: 'Showing' });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const stage = await screen.findByRole('combobox', { name: 'Stage' });
    await user.selectOptions(stage, 'Showing');
    expect(stage).toHaveValue(SHOWING);
    expect(await screen.findByText('The lead could not be moved to Showing')).toBeInTheDocument();
    await waitFor(() => expect(stage).toHaveValue(NEW));

    answer = 'ok';
    server.use(showLead({ ...lead, stageId: SHOWING, stageName: 'Showing' }));
    await user.selectOptions(stage, 'Showing');
    await waitFor(() => expect(stage).toHaveValue(SHOWING));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('hot');
  });

  it('logs a call with how it went and how long, and shows it on the timeline', async () => {
    let posted: unknown;
    server.use(
      showLead(),
      activity,
      history,
      pipeline,
      http.post(`*/api/leads/${ID}/calls`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          entry({
            id: 'c1',
            kind: 'call',
            callOutcome: 'left_voicemail',
            callDurationSeconds: 90,
            body: 'Call back Friday',
            createdAt: '2025-01-04T10:00:00Z',
          }),
          { status: 201 },
        );
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Log call' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Log a call' });
    await user.click(within(dialog).getByRole('button', { name: 'Log call' }));
    expect(within(dialog).getByText('Choose how the call went')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Left voicemail' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Duration (minutes)' }), '1:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'What was said (optional)' }), 'Call back Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Log call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual({ outcome: 'left_voicemail', durationSeconds: 90, note: 'Call back Friday' });
    const feed = screen.getByRole('list', { name: 'Activity' });
    expect(within(feed).getByText('Call · Left voicemail · 1 min 30 s')).toBeInTheDocument();
  });

  it("says a lead that is not there (or another agent's) was not found, with a way back", async () => {
    server.use(http.get(`*/api/leads/${ID}`, () => HttpResponse.json({ error: 'Lead not found' }, { status: 404 })));
    renderWithRouter(<LeadPage leadId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all leads' })).toHaveAttribute('href', '/leads');
  });

  it('follows an old link to a lead merged into another to that lead, saying so', async () => {
    const KEPT = '00000000-0000-4000-8000-0000000000c1';
    server.use(
      http.get(`*/api/leads/${ID}`, () =>
        HttpResponse.json({ error: 'This lead was merged into Ana Lima', mergedInto: { id: KEPT, name: 'Ana Lima' } }, { status: 404 }),
      ),
    );
    renderWithRouter(
      <>
        <LeadPage leadId={ID} />
        <Toaster />
      </>,
      { url: `/leads/${ID}` },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/leads/${KEPT}`));
    expect(await screen.findByText('This lead was merged into Ana Lima')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Lead not found' })).not.toBeInTheDocument();
  });

  it('offers Retry when the lead cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    server.use(
      http.get(`*/api/leads/${ID}`, () =>
        fail ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }) : HttpResponse.json(lead),
      ),
      activity,
      history,
      pipeline,
    );
    renderWithRouter(<LeadPage leadId={ID} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lead could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeInTheDocument();
  });
});
