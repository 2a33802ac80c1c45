import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from state (no Radix trigger), as the tables' rows and menus open theirs. */
function RowWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open 12 Oak St
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>12 Oak St</DialogTitle>
          <DialogDescription>Details</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('closing a dialog', () => {
  it('gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<RowWithDialog />);
    const opener = screen.getByRole('button', { name: 'Open 12 Oak St' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: '12 Oak St' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
