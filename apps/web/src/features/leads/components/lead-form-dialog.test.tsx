import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadFormDialog } from './lead-form-dialog';

const server = startMswServer();
const stages = { stages: [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'New', position: 0, leadCount: 0, dealValue: 0 }] };
const lead = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Dana Reyes',
  tags: [],
  status: null,
  qualification: null,
  stageId: null,
} as unknown as LeadResponse;

function Opener({ label, lead }: { label: string; lead?: LeadResponse }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {isOpen && <LeadFormDialog open onOpenChange={(open) => !open && setOpen(false)} lead={lead} />}
    </>
  );
}

describe('LeadFormDialog focus', () => {
  it.each([
    ['Add lead', undefined],
    ['Edit lead', lead],
  ])('on its first open (%s), while the stages load, Escape gives focus back to the button that opened it', async (label, record) => {
    server.use(
      http.get('*/api/pipeline', async () => {
        await delay(80);
        return HttpResponse.json(stages);
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<Opener label={`Open ${label}`} lead={record} />);
    const opener = screen.getByRole('button', { name: `Open ${label}` });
    await user.click(opener);
    expect(await screen.findByRole('status', { name: 'Loading form' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: label })).toBeInTheDocument();
    // The form opens on Name, after its loading state as well.
    expect(screen.getByRole('textbox', { name: 'Name *' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
