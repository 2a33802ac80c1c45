import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const renderAt = (page: number, total: number, totalCapped: boolean) => {
  const onPageChange = vi.fn();
  render(
    <Pagination
      page={page}
      limit={50}
      total={total}
      totalCapped={totalCapped}
      pageSizes={[25, 50, 100]}
      noun="leads"
      onPageChange={onPageChange}
      onLimitChange={() => {}}
    />,
  );
  return onPageChange;
};

describe('Pagination', () => {
  it('says an exact total and stops at the last page', () => {
    renderAt(3, 120, false);
    expect(screen.getByText('101–120 of 120 leads')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says "1,000+" for a capped total and keeps Next on at its last counted page', async () => {
    const onPageChange = renderAt(20, 1000, true);
    expect(screen.getByText('951–1,000 of 1,000+ leads')).toBeInTheDocument();
    expect(screen.getByText('Page 20 of 20+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(21);
  });
});
