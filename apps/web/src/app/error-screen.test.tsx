import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '@/test/console-guard';
import { AppErrorBoundary, ErrorScreen, RouteErrorScreen } from './error-screen';
import { CHUNK_RELOAD_KEY, reloadForChunkError } from './chunk-reload';

vi.mock('./chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./chunk-reload')>()),
  reloadForChunkError: vi.fn(),
}));
afterEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadForChunkError).mockClear();
});

describe('error screen', () => {
  it('explains and offers Try Again and Refresh Page', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onRefresh = vi.fn();
    render(<ErrorScreen onRetry={onRetry} onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/refresh the page.*contact support/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

// Throws until the test lets it recover, like a render that failed on flaky data.
let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('route error boundary', () => {
  it('shows the error screen and Try Again renders the route again', async () => {
    allowConsoleErrors();
    shouldThrow = true;
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', Component: Flaky, ErrorBoundary: RouteErrorScreen }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });
});

describe('app error boundary', () => {
  it('catches a render error anywhere and Try Again resets it', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    function Bomb() {
      const [armed] = useState(() => shouldThrow);
      if (armed) throw new Error('kaboom');
      return <p>Back to normal</p>;
    }
    shouldThrow = true;
    render(
      <AppErrorBoundary>
        <Bomb />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Back to normal')).toBeInTheDocument();
  });
});

describe('a screen whose code failed to download', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/leads-abc123.js');
  const renderFailingLazyRoute = () => {
    const router = createMemoryRouter([{ path: '/', lazy: () => Promise.reject(chunkError()), ErrorBoundary: RouteErrorScreen }]);
    render(<RouterProvider router={router} />);
  };

  it('reloads the page once by itself (the new build has other chunk names)', async () => {
    allowConsoleErrors();
    renderFailingLazyRoute();
    expect(await screen.findByText('Loading the latest version of Porchlight…')).toBeInTheDocument();
    await waitFor(() => expect(reloadForChunkError).toHaveBeenCalledTimes(1));
  });

  it('shows Something went wrong when it failed again just after that reload', async () => {
    allowConsoleErrors();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    renderFailingLazyRoute();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(reloadForChunkError).not.toHaveBeenCalled();
  });
});
