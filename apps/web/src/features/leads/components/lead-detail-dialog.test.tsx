import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { LeadDetailDialog } from './lead-detail-dialog';

const server = startMswServer();
const ID = '00000000-0000-4000-8000-0000000000a1';
const KEPT = '00000000-0000-4000-8000-0000000000c1';

describe("the leads list's lead dialog (/leads?id=…)", () => {
  it('opens the lead an old link was merged into, saying so', async () => {
    server.use(
      http.get(`*/api/leads/${ID}`, () =>
        HttpResponse.json({ error: 'This lead was merged into Ana Lima', mergedInto: { id: KEPT, name: 'Ana Lima' } }, { status: 404 }),
      ),
    );
    const onOpenLead = vi.fn();
    renderWithRouter(<LeadDetailDialog leadId={ID} onClose={() => {}} onOpenLead={onOpenLead} onEdit={() => {}} onDelete={() => {}} />);
    await waitFor(() => expect(onOpenLead).toHaveBeenCalledWith(KEPT));
    expect(onOpenLead).toHaveBeenCalledTimes(1);
    expect(screen.getByText('This lead was merged into Ana Lima. Opening it…')).toBeInTheDocument();
  });

  it('says a lead that is not there was not found', async () => {
    server.use(http.get(`*/api/leads/${ID}`, () => HttpResponse.json({ error: 'Lead not found' }, { status: 404 })));
    const onOpenLead = vi.fn();
    renderWithRouter(<LeadDetailDialog leadId={ID} onClose={() => {}} onOpenLead={onOpenLead} onEdit={() => {}} onDelete={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(onOpenLead).not.toHaveBeenCalled();
  });
});
