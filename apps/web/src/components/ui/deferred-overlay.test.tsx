import type { ReactElement } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRELOAD_DELAY_MS } from '@porchlight/domain/layout/layout-constants';
import { describe, expect, it, vi } from 'vitest';
import { deferredOverlay, untilLoaded, useWantedAfterPaint, type OverlayStart } from './deferred-overlay';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** A popover as the bell's panel: it closes when focus goes outside it. */
function PanelPopup({ trigger, defaultOpen, autoFocus }: OverlayStart & { trigger: ReactElement }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild autoFocus={autoFocus}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <button type="button">Mark all read</button>
      </PopoverContent>
    </Popover>
  );
}

function MenuPopup({ trigger, defaultOpen, autoFocus }: OverlayStart & { trigger: ReactElement }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild autoFocus={autoFocus}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Profile</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A menu whose code arrives when the test says so, as a slow network would bring it. */
function slowMenu() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Menu = deferredOverlay('menu', () => arrived.then(() => MenuPopup));
  const trigger = (
    <button type="button" aria-label="Account menu">
      DR
    </button>
  );
  return { arrive, view: <Menu trigger={trigger} /> };
}

describe('an overlay whose code loads after first paint', () => {
  it('shows its trigger at once, closed, as Radix would', () => {
    render(slowMenu().view);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('type', 'button');
  });

  it('opens once loaded when pressed before', async () => {
    const user = userEvent.setup();
    const menu = slowMenu();
    render(menu.view);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    menu.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });

  it('a popover pressed before its code arrived opens and stays open (its trigger does not take the focus back)', async () => {
    const user = userEvent.setup();
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Panel = deferredOverlay('dialog', () => arrived.then(() => PanelPopup));
    render(
      <Panel
        trigger={
          <button type="button" aria-label="Notifications">
            Bell
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps keyboard focus on its trigger when the loaded one replaces it', async () => {
    const user = userEvent.setup();
    const menu = slowMenu();
    render(menu.view);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    // After the preload delay the code is asked for; it arrives a little later.
    await new Promise((resolve) => setTimeout(resolve, PRELOAD_DELAY_MS + 50));
    menu.arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });

  it('keeps its trigger when the code cannot be fetched (server restarting), and opens once a later try brings it', async () => {
    let tries = 0;
    const Menu = deferredOverlay('menu', async () => {
      tries += 1;
      if (tries < 2) throw new TypeError('Failed to fetch dynamically imported module');
      return MenuPopup;
    });
    render(
      <Menu
        trigger={
          <button type="button" aria-label="Account menu">
            DR
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    // No error boundary: the trigger is still there while the next try waits.
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Profile' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(tries).toBe(2);
  });
});

describe('untilLoaded', () => {
  it('tries again after a failure and resolves with the first success', async () => {
    let tries = 0;
    const value = await untilLoaded(async () => {
      tries += 1;
      if (tries < 3) throw new Error('offline');
      return 'code';
    }, 5);
    expect([value, tries]).toEqual(['code', 3]);
  });
});

describe('waiting for the page to have shown', () => {
  it('gives every overlay on the page one platform timer, and each its own swap after it (issue 15)', () => {
    vi.useFakeTimers();
    try {
      const first = renderHook(() => useWantedAfterPaint());
      const second = renderHook(() => useWantedAfterPaint());
      const gone = renderHook(() => useWantedAfterPaint());
      expect(vi.getTimerCount()).toBe(1);
      gone.unmount();
      act(() => {
        vi.advanceTimersByTime(PRELOAD_DELAY_MS - 1);
      });
      expect([first.result.current, second.result.current]).toEqual([false, false]);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      // One task each, so the swaps are separate commits.
      expect(vi.getTimerCount()).toBe(2);
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect([first.result.current, second.result.current, gone.result.current]).toEqual([true, true, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets no timer once every overlay waiting has gone', () => {
    vi.useFakeTimers();
    try {
      const only = renderHook(() => useWantedAfterPaint());
      expect(vi.getTimerCount()).toBe(1);
      only.unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
