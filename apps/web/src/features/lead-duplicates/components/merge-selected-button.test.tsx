import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { MergeSelectedButton } from './merge-selected-button';

const server = startMswServer();
const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000a2';
const lead = (id: string, name: string, email: string) => ({
  ...Object.fromEntries(
    [
      'phone stageId stageName assignedUserId assignedName status qualification location budget timeline source leadType',
      'preferredContact bestTime platform birthday purchaseDate dealValue expectedCloseDate notes firstReplyAt sourceCreatedAt lastActivityAt',
    ]
      .join(' ')
      .split(' ')
      .map((k) => [k, null]),
  ),
  id,
  name,
  email,
  tags: [],
  additionalEmails: [],
  additionalPhones: [],
  createdAt: '2026-01-05T00:00:00Z',
});

describe('Merge, the leads table bulk action', () => {
  it('is offered for 2 to 10 leads and opens the merge screen with the picked leads', async () => {
    let asked = '';
    server.use(
      http.get('*/api/leads/merge-candidates', ({ request }) => {
        asked = new URL(request.url).searchParams.get('ids') ?? '';
        return HttpResponse.json({ leads: [lead(A, 'Ana Lima', 'ana@example.com'), lead(B, 'Ana Souza', 'ana@work.example')] });
      }),
    );
    const user = userEvent.setup();
    const one = renderWithRouter(<MergeSelectedButton ids={[A]} />);
    expect(screen.queryByRole('button', { name: 'Merge' })).not.toBeInTheDocument();
    one.unmount();
    renderWithRouter(<MergeSelectedButton ids={[A, B]} />);
    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge 2 leads' });
    expect(asked).toBe(`${A},${B}`);
    expect(within(dialog).getByRole('group', { name: 'E-mail' })).toBeInTheDocument();
  });

  it("clears the table's selection once the merge is done (the merged leads are gone)", async () => {
    server.use(
      http.get('*/api/leads/merge-candidates', () =>
        HttpResponse.json({ leads: [lead(A, 'Ana Lima', 'ana@example.com'), lead(B, 'Ana Souza', 'ana@work.example')] }),
      ),
      http.post('*/api/leads/merge', () =>
        HttpResponse.json({
          id: '00000000-0000-4000-8000-0000000000f1',
          leadId: A,
          mergedLeadIds: [B],
          mergedNames: ['Ana Souza'],
          createdAt: '2026-01-05T00:00:00Z',
          undoUntil: '2026-01-06T00:00:00Z',
        }),
      ),
    );
    const onMerged = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<MergeSelectedButton ids={[A, B]} onMerged={onMerged} />);
    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge 2 leads' });
    expect(onMerged).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Merge 2 leads' }));
    await waitFor(() => expect(onMerged).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
