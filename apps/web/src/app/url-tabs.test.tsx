import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UrlTabs, type UrlTab } from './url-tabs';

const TABS: UrlTab<'all' | 'tracking' | 'archive'>[] = [
  { value: 'all', label: 'All', content: <p>Every property</p> },
  { value: 'tracking', label: 'Tracking', content: <p>Watched properties</p> },
  { value: 'archive', label: 'Archive', content: <p>Old properties</p> },
];

function renderTabs(at = '/properties') {
  const router = createMemoryRouter([{ path: '/properties', element: <UrlTabs tabs={TABS} defaultValue="all" label="Property views" /> }], {
    initialEntries: [at],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const tabNamed = (name: string) => screen.getByRole('tab', { name });

describe('tabs kept in ?tab=', () => {
  it('shows the default tab, labelled, its panel named by it and the others hidden but present', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Property views' })).toBeInTheDocument();
    expect(tabNamed('All')).toHaveAttribute('aria-selected', 'true');
    expect(tabNamed('Tracking')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel).toHaveTextContent('Every property');
    for (const tab of screen.getAllByRole('tab'))
      expect(document.getElementById(tab.getAttribute('aria-controls')!)).toHaveAttribute('role', 'tabpanel');
    expect(screen.queryByText('Watched properties')).not.toBeInTheDocument();
    // Only the selected tab is in the Tab order (a roving tab index).
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('opens the tab the address names', () => {
    renderTabs('/properties?tab=tracking');
    expect(tabNamed('Tracking')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tracking' })).toHaveTextContent('Watched properties');
  });

  it('falls back to the default tab for an unknown name', () => {
    renderTabs('/properties?tab=nope');
    expect(tabNamed('All')).toHaveAttribute('aria-selected', 'true');
  });

  it('a click selects the tab and writes it to the address, dropping other parameters', async () => {
    const user = userEvent.setup();
    const router = renderTabs('/properties?tab=all&id=7');
    await user.click(tabNamed('Archive'));
    expect(tabNamed('Archive')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Archive' })).toHaveTextContent('Old properties');
    expect(router.state.location.search).toBe('?tab=archive');
  });

  it.each([
    { from: 'All', key: '{ArrowRight}', to: 'Tracking' },
    { from: 'Archive', key: '{ArrowRight}', to: 'All' },
    { from: 'All', key: '{ArrowLeft}', to: 'Archive' },
    { from: 'Tracking', key: '{Home}', to: 'All' },
    { from: 'All', key: '{End}', to: 'Archive' },
  ])('$key on $from moves the focus to $to and selects it', async ({ from, key, to }) => {
    const user = userEvent.setup();
    renderTabs(`/properties?tab=${TABS.find((t) => t.label === from)!.value}`);
    act(() => tabNamed(from).focus());
    await user.keyboard(key);
    expect(tabNamed(to)).toHaveFocus();
    expect(tabNamed(to)).toHaveAttribute('aria-selected', 'true');
    expect(tabNamed(to)).toHaveAttribute('tabindex', '0');
  });

  it('Tab from the selected tab goes to its panel, not to the other tabs', async () => {
    const user = userEvent.setup();
    renderTabs();
    act(() => tabNamed('All').focus());
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveFocus();
  });
});
