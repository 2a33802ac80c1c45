import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

function BudgetForm({ onSubmit, withCents = false }: { onSubmit: (v: { budget: string }) => void; withCents?: boolean }) {
  const { register, handleSubmit } = useForm<{ budget: string }>({ defaultValues: { budget: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <label>
        Budget
        <MoneyInput withCents={withCents} {...register('budget')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('MoneyInput', () => {
  it('reads "650k" as $650,000 when the agent leaves the box, and the form saves that', async () => {
    let saved: { budget: string } | undefined;
    render(<BudgetForm onSubmit={(v) => (saved = v)} />);
    await userEvent.type(screen.getByLabelText('Budget'), '650k');
    await userEvent.tab();
    expect(screen.getByLabelText('Budget')).toHaveValue('$650,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ budget: '$650,000' });
  });

  it('shows cents where the field has them, and leaves a range as typed', async () => {
    render(<BudgetForm onSubmit={() => undefined} withCents />);
    const box = screen.getByLabelText('Budget');
    await userEvent.type(box, '1234.5');
    await userEvent.tab();
    expect(box).toHaveValue('$1,234.50');
    await userEvent.clear(box);
    await userEvent.type(box, '500k-650k');
    await userEvent.tab();
    expect(box).toHaveValue('500k-650k');
  });
});
