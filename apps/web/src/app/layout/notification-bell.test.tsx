import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, useAppStore } from '@/lib/store';
import { renderWithRouter } from '@/test/render';
import { NotificationBell } from './notification-bell';

function addUnread(count: number) {
  for (let i = 0; i < count; i++) useAppStore.getState().addNotification({ type: 'lead', title: `Lead ${i}`, message: 'New lead' });
}

beforeEach(() => resetAppStore());

describe('notification bell', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('with %i unread shows badge %j', (count, expected) => {
    addUnread(count);
    renderWithRouter(<NotificationBell isLiveConnected={false} />);
    const badge = screen.queryByTestId('notification-badge');
    if (expected === null) expect(badge).not.toBeInTheDocument();
    else expect(badge).toHaveTextContent(new RegExp(`^${expected.replace('+', '\\+')}$`));
    expect(screen.getByRole('button', { name: count ? `Notifications, ${count} unread` : 'Notifications' })).toBeInTheDocument();
  });

  it('says honestly whether live updates are connected', () => {
    renderWithRouter(<NotificationBell isLiveConnected={false} />);
    expect(screen.getByRole('img', { name: 'Live updates not connected' })).toHaveClass('bg-destructive');
  });

  it('shows a green dot when connected', () => {
    renderWithRouter(<NotificationBell isLiveConnected />);
    expect(screen.getByRole('img', { name: 'Live updates connected' })).toHaveClass('bg-success');
  });

  it('lists the notifications, or says none were found', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell isLiveConnected={false} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No notifications found')).toBeInTheDocument();
  });

  it('marks all read from the list, which hides the badge', async () => {
    const user = userEvent.setup();
    addUnread(2);
    renderWithRouter(<NotificationBell isLiveConnected={false} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(screen.getByText('Lead 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});
