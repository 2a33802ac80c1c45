import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { RecordListBody } from './record-list-body';

const NOUNS = { one: 'property', many: 'properties' };
const loaded = (total: number) => ({ isPending: false, isError: false, isFetching: false, error: null, refetch: vi.fn(), data: { total } });

function renderBody(list: Parameters<typeof RecordListBody>[0]['list'], rowCount: number, hasFilters = false) {
  const handlers = { onClearFilters: vi.fn(), onFirstPage: vi.fn() };
  render(
    <RecordListBody list={list} rowCount={rowCount} nouns={NOUNS} hasFilters={hasFilters} empty={<p>No properties yet</p>} {...handlers}>
      <table aria-label="Rows" />
    </RecordListBody>,
  );
  return handlers;
}

describe('RecordListBody', () => {
  it.each([
    ['loading', { ...loaded(0), isPending: true, data: undefined }, 0, false, 'Loading properties'],
    ['no records at all', loaded(0), 0, false, 'No properties yet'],
    ['nothing matches the filters', loaded(0), 0, true, 'No properties match'],
    ['a page past the last one', loaded(30), 0, false, 'Nothing on this page'],
  ] as const)('%s', (_case, list, rowCount, hasFilters, text) => {
    renderBody(list, rowCount, hasFilters);
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Rows' })).not.toBeInTheDocument();
  });

  it('shows the rows once there are some', () => {
    renderBody(loaded(3), 3);
    expect(screen.getByRole('table', { name: 'Rows' })).toBeInTheDocument();
  });

  it('a failed load says so with the reason and retries', async () => {
    const list = { ...loaded(0), isError: true, error: new ApiError(500, 'Database unavailable'), data: undefined };
    renderBody(list, 0);
    expect(screen.getByText('Properties could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(list.refetch).toHaveBeenCalled();
  });

  it('offers the way out of an empty filter or page', async () => {
    const handlers = renderBody(loaded(0), 0, true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(handlers.onClearFilters).toHaveBeenCalled();
  });
});
