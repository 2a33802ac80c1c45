import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore } from '@/lib/store';
import { renderWithRouter } from '@/test/render';
import { TEST_PROFILE } from '@/test/profile-mock';
import { Header } from './header';

vi.mock('@/features/profile/hooks/use-user-profile', () => ({ useUserProfile: () => TEST_PROFILE }));

const renderHeader = (url: string) => renderWithRouter(<Header onOpenMobileNav={() => {}} onSignOut={() => {}} />, { url });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => resetAppStore());

describe('header search box', () => {
  it('has the spec placeholder', () => {
    renderHeader('/dashboard');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search tasks, properties, leads...');
    expect(searchBox()).toHaveValue('');
  });

  it.each([
    ['/search?q=maple', 'maple'],
    ['/leads?search=smith', 'smith'],
    ['/properties?query=condo%20downtown', 'condo downtown'],
  ])('on %s shows %j', (url, expected) => {
    renderHeader(url);
    expect(searchBox()).toHaveValue(expected);
  });

  it('navigates to /search?q= on Enter with non-blank text', async () => {
    const user = userEvent.setup();
    renderHeader('/dashboard');
    await user.type(searchBox(), '  12 Oak St & more {Enter}');
    expect(location()).toBe('/search?q=12+Oak+St+%26+more');
    expect(searchBox()).toHaveValue('12 Oak St & more');
  });

  it('does nothing on Enter with blank text', async () => {
    const user = userEvent.setup();
    renderHeader('/leads?tab=audience');
    await user.type(searchBox(), '   {Enter}');
    expect(location()).toBe('/leads?tab=audience');
  });

  it('clears the box and removes the query string from the current page', async () => {
    const user = userEvent.setup();
    renderHeader('/leads?search=smith&tab=all');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/leads');
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});

describe('header controls', () => {
  it('gives every icon button an accessible name', () => {
    renderHeader('/dashboard');
    for (const name of ['Open navigation menu', 'Toggle theme', 'Notifications', 'Account menu']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers a Search link for phones, where the box is hidden', async () => {
    renderHeader('/dashboard');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Search' }));
    expect(location()).toBe('/search');
  });

  it('offers Profile, Billing and Sign out in the account menu', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderWithRouter(<Header onOpenMobileNav={() => {}} onSignOut={onSignOut} />, { url: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    // The menu's code loads after first paint: pressed before then, it opens once loaded.
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings?tab=profile');
    expect(screen.getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/settings?tab=billing');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
