import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveCard } from '@porchlight/domain/pipeline/board';
import type { PipelineResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadsView } from '../leads-view';

const server = startMswServer(http.get('*/api/pipeline/stages', () => HttpResponse.json({ stages: board().stages })));
const NEW = '00000000-0000-4000-8000-000000000001';
const OFFER = '00000000-0000-4000-8000-000000000002';
const ANN = '00000000-0000-4000-8000-00000000000a';

function board(): PipelineResponse {
  return {
    stages: [
      { id: NEW, name: 'New', position: 0, leadCount: 1, dealTotal: 450000 },
      { id: OFFER, name: 'Offer', position: 1, leadCount: 0, dealTotal: 0 },
    ],
    leads: [
      {
        id: ANN,
        name: 'Ann Lee',
        status: 'hot',
        stageId: NEW,
        dealValue: 450000,
        expectedCloseDate: '2026-06-30',
        phone: '(512) 555-0199',
        source: 'Zillow',
        tags: ['buyer', 'vip'],
        lastTouchAt: null,
      },
    ],
  };
}

// jsdom lays nothing out: each column stands 300 px right of the one before, cards stack inside it.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const columns = [...document.querySelectorAll('section[aria-labelledby^="pipeline-stage-"]')];
    const column = this.closest('section[aria-labelledby^="pipeline-stage-"]');
    const left = Math.max(0, columns.indexOf(column!)) * 300;
    const [top, height] = this.tagName === 'SECTION' ? [0, 600] : [60, 90];
    return { x: left, y: top, left, top, width: 280, height, right: left + 280, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const column = (name: string) => screen.getByRole('region', { name });
const renderBoard = () =>
  renderWithRouter(
    <>
      <LeadsView />
      <Toaster />
    </>,
    { url: '/leads?view=board' },
  );

/** Space to pick up, an arrow to the next stage, Space to drop: what a keyboard user does. */
async function moveByKeyboard(handle: HTMLElement) {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(screen.getByText('Ann Lee is over New.')).toBeInTheDocument());
  // The sensor listens for arrows from the next tick on.
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
  await waitFor(() => expect(screen.getByText(/Ann Lee is over Offer/)).toBeInTheDocument());
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

describe('the pipeline board', () => {
  it('shows each stage with its count and pipeline total, and a quiet empty stage', async () => {
    server.use(http.get('*/api/pipeline', () => HttpResponse.json(board())));
    renderBoard();
    const fresh = await screen.findByRole('region', { name: 'New' });
    expect(within(fresh).getByText('1 lead')).toBeInTheDocument();
    expect(within(fresh).getByText('$450,000', { selector: 'p span' })).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(within(fresh).getByText('Jun 30, 2026')).toBeInTheDocument();
    expect(within(fresh).getByText('Hot')).toBeInTheDocument();
    expect(within(column('Offer')).getByText('$0')).toBeInTheDocument();
    expect(within(column('Offer')).getByText('No leads in this stage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows on each card how to reach the lead, where they came from, their tags and the last touch', async () => {
    const touched = { ...board(), leads: [{ ...board().leads[0]!, lastTouchAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }] };
    server.use(http.get('*/api/pipeline', () => HttpResponse.json(touched)));
    renderBoard();
    const card = (await screen.findByRole('button', { name: 'Ann Lee' })).closest('li')!;
    expect(within(card).getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute('href', 'tel:5125550199');
    expect(within(card).getByText('Zillow')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['buyer', 'vip']);
    expect(within(card).getByText('Last touch 3 days ago')).toBeInTheDocument();
  });

  it('shows no bare "—" on the card of a lead with no status, deal or close date', async () => {
    const bare = { ...board(), leads: [{ ...board().leads[0]!, status: null, dealValue: null, expectedCloseDate: null }] };
    server.use(http.get('*/api/pipeline', () => HttpResponse.json(bare)));
    renderBoard();
    const card = (await screen.findByRole('button', { name: 'Ann Lee' })).closest('li')!;
    expect(card.textContent).not.toContain('—');
    expect(within(card).getByText('No touch yet')).toBeInTheDocument();
  });

  it('has the list toolbar: a search narrows the board, and the server is asked with it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/pipeline', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        asked.push(search ?? '');
        return HttpResponse.json(
          search ? { ...board(), stages: board().stages.map((s) => ({ ...s, leadCount: 0, dealTotal: 0 })), leads: [] } : board(),
        );
      }),
    );
    renderBoard();
    await screen.findByRole('button', { name: 'Ann Lee' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search leads' }), { target: { value: 'zed' } });
    expect(await screen.findByText('No leads match these filters')).toBeInTheDocument();
    expect(asked).toContain('zed');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('links a column with more leads than it shows to the table with that stage', async () => {
    server.use(
      http.get('*/api/pipeline', () =>
        HttpResponse.json({ ...board(), stages: [{ ...board().stages[0]!, leadCount: 61 }, board().stages[1]!] }),
      ),
    );
    renderBoard();
    const more = await within(await screen.findByRole('region', { name: 'New' })).findByRole('link', { name: /and 60 leads more/ });
    expect(more).toHaveAttribute('href', `/leads?stage=${NEW}`);
  });

  it('moves a lead by keyboard: the card moves at once and the API is told', async () => {
    let body: unknown;
    const saved = board();
    server.use(
      http.get('*/api/pipeline', () => HttpResponse.json(saved)),
      http.patch(`*/api/leads/${ANN}`, async ({ request }) => {
        body = await request.json();
        Object.assign(saved, moveCard(saved, ANN, OFFER));
        return HttpResponse.json({ id: ANN, name: 'Ann Lee', stageId: OFFER });
      }),
    );
    renderBoard();
    await moveByKeyboard(await screen.findByRole('button', { name: 'Move Ann Lee' }));
    expect(await within(column('Offer')).findByRole('button', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(within(column('Offer')).getByText('$450,000', { selector: 'p span' })).toBeInTheDocument();
    await waitFor(() => expect(body).toEqual({ stageId: OFFER }));
    expect(screen.getByText(/Ann Lee dropped in Offer/)).toBeInTheDocument();
  });

  it('puts the card back and says so when the move fails', async () => {
    server.use(
      http.get('*/api/pipeline', () => HttpResponse.json(board())),
      http.patch(`*/api/leads/${ANN}`, () => HttpResponse.json({ error: 'Stage not found' }, { status: 404 })),
    );
    renderBoard();
    await moveByKeyboard(await screen.findByRole('button', { name: 'Move Ann Lee' }));
    expect(await screen.findByText('Ann Lee could not be moved to Offer')).toBeInTheDocument();
    await waitFor(() => expect(within(column('New')).getByRole('button', { name: 'Ann Lee' })).toBeInTheDocument());
    expect(within(column('New')).getByText('1 lead')).toBeInTheDocument();
  });

  it('offers Retry when the pipeline cannot be loaded', async () => {
    server.use(http.get('*/api/pipeline', () => HttpResponse.json({ error: 'Down' }, { status: 500 })));
    renderBoard();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
