import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, useAppStore } from '@/lib/store';
import { ShellMain } from './shell-main';

beforeEach(() => resetAppStore());

describe('the content beside the sidebar', () => {
  it('follows the sidebar: 64 units beside it expanded, 16 collapsed (spec 000 §2)', () => {
    render(<ShellMain>screen</ShellMain>);
    const main = screen.getByRole('main');
    expect(main).toHaveClass('md:ml-64');
    act(() => useAppStore.getState().toggleSidebar());
    expect(main).toHaveClass('md:ml-16');
    expect(main).not.toHaveClass('md:ml-64');
  });

  it('does not render the screen again when the sidebar collapses (issue 15)', () => {
    let renders = 0;
    function Screen() {
      renders += 1;
      return <p>screen</p>;
    }
    render(
      <ShellMain>
        <Screen />
      </ShellMain>,
    );
    act(() => useAppStore.getState().toggleSidebar());
    act(() => useAppStore.getState().toggleSidebar());
    expect(screen.getByRole('main')).toHaveClass('md:ml-64');
    expect(renders).toBe(1);
  });
});
