import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { DuplicateLeadResponse, LeadDuplicatesResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { leadDuplicatesKey } from '../api/get-lead-duplicates';
import { LeadDuplicatesBanner } from './lead-duplicates-banner';

const server = startMswServer();
const ID = '00000000-0000-4000-8000-0000000000a1';
const MERGE = '00000000-0000-4000-8000-0000000000m1';

describe("a lead page's duplicates notices", () => {
  it('offers Undo merge for a merge still within its day, and says when it is done', async () => {
    let undone = false;
    const answer = (): LeadDuplicatesResponse => ({
      group: null,
      merges: undone
        ? []
        : [
            {
              id: MERGE,
              leadId: ID,
              mergedLeadIds: ['00000000-0000-4000-8000-0000000000a2'],
              mergedNames: ['Ana L'],
              createdAt: '2026-01-06T00:00:00Z',
              undoUntil: '2026-01-07T00:00:00Z',
            },
          ],
    });
    server.use(
      http.get(`*/api/leads/${ID}/duplicates`, () => HttpResponse.json(answer())),
      http.post(`*/api/lead-merges/${MERGE}/undo`, () => {
        undone = true;
        return HttpResponse.json({ leadIds: [ID, '00000000-0000-4000-8000-0000000000a2'] });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <LeadDuplicatesBanner leadId={ID} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText(/Merged with Ana L\. You can undo this until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo merge' }));
    expect(await screen.findByText('Merge undone: Ana L restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo merge' })).not.toBeInTheDocument());
  });

  it('marks the group as not duplicates from the lead page, and the notice goes', async () => {
    const OTHER = '00000000-0000-4000-8000-0000000000a2';
    const lead = (id: string, name: string) => ({ id, name, notes: null, tags: [], dealValue: null }) as unknown as DuplicateLeadResponse;
    let dismissed: unknown = null;
    server.use(
      http.get(`*/api/leads/${ID}/duplicates`, () =>
        HttpResponse.json({
          group: dismissed
            ? null
            : { leads: [lead(OTHER, 'Ana L'), lead(ID, 'Ana Lopez')], reasons: [{ kind: 'email', value: 'ana@example.com' }] },
          merges: [],
        }),
      ),
      http.post('*/api/lead-duplicates/dismissals', async ({ request }) => {
        dismissed = await request.json();
        return HttpResponse.json({ id: 'dismissal-1', leadIds: [OTHER, ID] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <LeadDuplicatesBanner leadId={ID} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText(/Possible duplicate of 1 other lead \(Same e-mail ana@example.com\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not a duplicate' }));
    const toastText = await screen.findByText('Ana L and Ana Lopez: marked as not duplicates');
    expect(dismissed).toEqual({ leadIds: [OTHER, ID] });
    await waitFor(() => expect(screen.queryByText(/Possible duplicate/)).not.toBeInTheDocument());
    // This toast's own Undo (toasts of other test files may still be on screen in the shared graph).
    expect(within(toastText.closest('li')!).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('shows nothing when the lead has no duplicates and no merge to undo', async () => {
    server.use(http.get(`*/api/leads/${ID}/duplicates`, () => HttpResponse.json({ group: null, merges: [] })));
    const { container, queryClient } = renderWithRouter(<LeadDuplicatesBanner leadId={ID} />);
    await waitFor(() => expect(queryClient.getQueryState(leadDuplicatesKey(ID))?.status).toBe('success'));
    expect(screen.queryByText(/Possible duplicate|Merged with/)).not.toBeInTheDocument();
    // Only the router's location probe: no empty box taking space on the page.
    expect(container.querySelectorAll('div')).toHaveLength(0);
  });
});
