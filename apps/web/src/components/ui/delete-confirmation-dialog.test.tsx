import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmationDialog, deleteDialogTexts, pluralOf } from './delete-confirmation-dialog';

describe('deleteDialogTexts (spec 000 §2)', () => {
  it.each([
    ['property', 1, 'This property will be permanently deleted from your account.', 'Delete property'],
    ['property', 3, 'These 3 properties will be permanently deleted from your account.', 'Delete 3 properties'],
    ['lead', 1, 'This lead will be permanently deleted from your account.', 'Delete lead'],
    ['lead', 2, 'These 2 leads will be permanently deleted from your account.', 'Delete 2 leads'],
  ])('%s × %i', (itemType, count, description, confirm) => {
    expect(deleteDialogTexts(itemType, count)).toMatchObject({
      description,
      confirm,
      warning: 'This action cannot be undone',
      busy: 'Deleting...',
    });
  });
  it.each([
    ['property', 'properties'],
    ['lead', 'leads'],
    ['key', 'keys'],
  ])('the plural of %s is %s', (word, plural) => expect(pluralOf(word)).toBe(plural));
});

describe('DeleteConfirmationDialog', () => {
  it('asks for explicit confirmation and confirms once', async () => {
    const onConfirm = vi.fn();
    render(
      <DeleteConfirmationDialog open onOpenChange={() => {}} itemType="property" count={2} isDeleting={false} onConfirm={onConfirm} />,
    );
    expect(screen.getByText('This action cannot be undone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 properties' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is disabled while deleting: "Deleting...", no cancel, Escape does not close', async () => {
    const onOpenChange = vi.fn();
    render(
      <DeleteConfirmationDialog open onOpenChange={onOpenChange} itemType="lead" itemName="Ann Lee" isDeleting onConfirm={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Cancel closes without deleting', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(<DeleteConfirmationDialog open onOpenChange={onOpenChange} itemType="lead" isDeleting={false} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
