import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveCard } from '@porchlight/domain/pipeline/board';
import type { PipelineResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadsView } from '../leads-view';

const server = startMswServer();
const NEW = '00000000-0000-4000-8000-000000000001';
const OFFER = '00000000-0000-4000-8000-000000000002';
const ANN = '00000000-0000-4000-8000-00000000000a';

const board = (): PipelineResponse => ({
  stages: [
    { id: NEW, name: 'New', position: 0, leadCount: 1, dealTotal: 450000 },
    { id: OFFER, name: 'Offer', position: 1, leadCount: 0, dealTotal: 0 },
  ],
  leads: [{ id: ANN, name: 'Ann Lee', status: 'hot', stageId: NEW, dealValue: 450000, expectedCloseDate: '2026-06-30' }],
});

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
