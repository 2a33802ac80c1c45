import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_STORE_KEY, resetAppStore, useAppStore } from '@/lib/store';
import { installMatchMedia } from '@/test/match-media';
import { ThemeApplier } from '../theme-applier';
import { ThemeToggle } from './theme-toggle';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const root = document.documentElement;

function expectTheme(theme: 'light' | 'dark') {
  expect(root).toHaveClass(theme);
  expect(root).not.toHaveClass(theme === 'dark' ? 'light' : 'dark');
  expect(root).toHaveAttribute('data-theme', theme);
}

const renderToggle = () =>
  render(
    <>
      <ThemeApplier />
      <ThemeToggle />
    </>,
  );

beforeEach(() => {
  resetAppStore();
  root.className = '';
  root.removeAttribute('data-theme');
});

describe('theme toggle', () => {
  it('applies class and data-theme, dark becomes light and anything else dark', async () => {
    const user = userEvent.setup();
    renderToggle();
    expectTheme('light'); // 'system' with a light OS

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(useAppStore.getState().theme).toBe('dark');
    expectTheme('dark');
    expect(JSON.parse(localStorage.getItem(APP_STORE_KEY) ?? '{}').state.theme).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(useAppStore.getState().theme).toBe('light');
    expectTheme('light');
  });

  it('the first click changes what the agent sees when the OS is dark', async () => {
    installMatchMedia([DARK_QUERY]);
    renderToggle();
    expectTheme('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(useAppStore.getState().theme).toBe('light');
    expectTheme('light');
  });

  it("follows the OS while the preference is 'system', and only then", () => {
    const media = installMatchMedia([DARK_QUERY]);
    renderToggle();
    expectTheme('dark');
    act(() => media.set(DARK_QUERY, false));
    expectTheme('light');

    act(() => useAppStore.getState().setTheme('light'));
    act(() => media.set(DARK_QUERY, true));
    expectTheme('light');
  });
});
