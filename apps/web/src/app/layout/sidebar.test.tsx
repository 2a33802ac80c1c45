import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STORE_KEY, resetAppStore, useAppStore } from '@/lib/store';
import { installMatchMedia } from '@/test/match-media';
import { TEST_PROFILE } from '@/test/profile-mock';
import { renderWithRouter } from '@/test/render';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { followWindowWidthAtStart } from './use-sidebar-auto-collapse';

vi.mock('@/features/profile/hooks/use-user-profile', () => ({ useUserProfile: () => TEST_PROFILE }));

const linksIn = (groupName: string) =>
  within(screen.getByRole('group', { name: groupName }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const activeLinks = () =>
  screen
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
    .map((l) => l.textContent);

beforeEach(() => resetAppStore());

describe('desktop sidebar', () => {
  it('shows the spec groups and links', () => {
    renderWithRouter(<Sidebar onSignOut={() => {}} />, { url: '/dashboard' });
    expect(linksIn('Main')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Calendar', '/calendar'],
    ]);
    expect(linksIn('DATA')).toEqual([
      ['Properties', '/properties'],
      ['Leads', '/leads'],
      ['Audience', '/audience'],
    ]);
    expect(linksIn('AUTOMATIONS')).toEqual([
      ['Triggers', '/triggers'],
      ['Flows', '/flows'],
    ]);
    expect(linksIn('MESSAGES')).toEqual([
      ['Inbox', '/inbox'],
      ['Social Feed', '/social-feed'],
    ]);
  });

  it.each([
    ['/dashboard', ['Dashboard']],
    ['/leads?id=7&highlight=true', ['Leads']],
    ['/audience', ['Audience']],
    ['/settings?tab=plan', []],
  ])('on %s highlights %j', (url, expected) => {
    renderWithRouter(<Sidebar onSignOut={() => {}} />, { url });
    expect(activeLinks()).toEqual(expected);
  });

  it('collapses to icons and remembers it in the persisted store', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Sidebar onSignOut={() => {}} />, { url: '/dashboard' });
    const aside = screen.getByRole('navigation', { name: 'Main navigation' }).parentElement;
    expect(aside).toHaveClass('w-64');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(aside).toHaveClass('w-16');
    expect(screen.getByText('Leads')).toHaveClass('sr-only');
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('title', 'Leads');
    expect(JSON.parse(localStorage.getItem(APP_STORE_KEY) ?? '{}').state.sidebarCollapsed).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(aside).toHaveClass('w-64');
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('collapses by itself when the window gets narrower than 768 px', () => {
    const media = installMatchMedia();
    renderWithRouter(<Sidebar onSignOut={() => {}} />, { url: '/dashboard' });
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
    media.set('(max-width: 767px)', true);
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
    // Widened again: the narrowing collapsed it, so it opens back up.
    media.set('(max-width: 767px)', false);
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('on a narrow window starts collapsed before the first render, and opens when widened', () => {
    const media = installMatchMedia();
    media.set('(max-width: 767px)', true);
    followWindowWidthAtStart();
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
    const writes = vi.fn();
    const unsubscribe = useAppStore.subscribe(writes);
    renderWithRouter(<Sidebar onSignOut={() => {}} />, { url: '/dashboard' });
    // Mounting changes nothing: a change there re-rendered the whole shell at once (issue 15).
    expect(writes).not.toHaveBeenCalled();
    unsubscribe();
    media.set('(max-width: 767px)', false);
    expect(useAppStore.getState().sidebarCollapsed).toBe(false);
  });

  it('stays collapsed after widening when the agent collapsed it by hand', () => {
    const media = installMatchMedia();
    useAppStore.getState().setSidebarCollapsed(true);
    renderWithRouter(<Sidebar onSignOut={() => {}} />, { url: '/dashboard' });
    media.set('(max-width: 767px)', true);
    media.set('(max-width: 767px)', false);
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
  });

  it('shows the user and offers Plan, Accounts and Sign out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderWithRouter(<Sidebar onSignOut={onSignOut} />, { url: '/dashboard' });
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
    // The initials are drawn (CSS), not text: the button's name holds all the text it shows.
    expect(document.querySelector('[data-initials="DR"]')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^User menu for Dana Reyes/ }));
    // The menu's code loads after first paint: pressed before then, it opens once loaded.
    expect(await screen.findByRole('menuitem', { name: 'Plan' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.getByRole('menuitem', { name: 'Accounts' })).toHaveAttribute('href', '/settings?tab=accounts');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('mobile drawer', () => {
  it('uses the spec tab links and highlights by path and query', () => {
    renderWithRouter(<MobileNav open onOpenChange={() => {}} />, { url: '/leads?tab=audience' });
    const links = Object.fromEntries(screen.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]));
    expect(links).toMatchObject({
      Audience: '/leads?tab=audience',
      Tracking: '/properties?tab=tracking',
      Triggers: '/properties?tab=triggers',
      'Social Feed': '/leads?tab=social-feed',
    });
    expect(activeLinks()).toEqual(['Audience']);
  });

  it("shows the signed-in user's real name and e-mail", () => {
    renderWithRouter(<MobileNav open onOpenChange={() => {}} />, { url: '/dashboard' });
    const dialog = screen.getByRole('dialog', { name: 'Porchlight' });
    expect(within(dialog).getByText('Dana Reyes')).toBeInTheDocument();
    expect(within(dialog).getByText('dana@example.com')).toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithRouter(<MobileNav open onOpenChange={onOpenChange} />, { url: '/dashboard' });
    await user.click(screen.getByRole('link', { name: 'Tracking' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/properties?tab=tracking');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
