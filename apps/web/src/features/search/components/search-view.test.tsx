import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '@/test/console-guard';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { answer, group, result } from './search-test-data';
import { SearchView } from './search-view';

const server = startMswServer();
const requests: URL[] = [];

const maria = result('leads', 'lead-1', 'María José Núñez', {
  subtitle: 'maria@example.com · (512) 555-0142',
  highlights: { title: [[6, 10]], subtitle: [[20, 34]], snippet: [] },
});
const house = result('properties', 'prop-1', '742 Evergreen Terrace', {
  subtitle: 'Springfield, OR 97403 · MLS ML81234567',
  highlights: { title: [[4, 13]], subtitle: [], snippet: [] },
});

function serve(
  groups = [group('leads', [maria], 12), group('properties', [house]), group('messages', []), group('tasks', []), group('flows', [])],
) {
  server.use(
    http.get('*/api/search', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return HttpResponse.json(answer(url.searchParams.get('q')!, groups));
    }),
  );
}

describe('the /search screen', () => {
  it('shows each group with its count, the matches marked, and Show all for the rest', async () => {
    serve();
    renderWithRouter(<SearchView />, { url: '/search?q=jose' });
    const leads = await screen.findByRole('region', { name: /Leads/ });
    expect(within(leads).getByText('12')).toBeInTheDocument();
    expect(within(leads).getByText('José', { selector: 'mark' })).toBeInTheDocument();
    expect(within(leads).getByText('(512) 555-0142', { selector: 'mark' })).toBeInTheDocument();
    expect(within(leads).getByRole('link', { name: /María José Núñez/ })).toHaveAttribute('href', '/leads?id=lead-1');
    expect(within(leads).getByRole('link', { name: 'Show all 12 leads' })).toHaveAttribute('href', '/search?q=jose&kind=leads');
    const properties = screen.getByRole('region', { name: /Properties/ });
    expect(within(properties).getByRole('link', { name: /742 Evergreen Terrace/ })).toHaveAttribute('href', '/properties?id=prop-1');
    expect(within(properties).queryByRole('link', { name: /Show all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Messages/ })).not.toBeInTheDocument();
    expect(screen.getByText('13 results in leads (12), properties (1)')).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchView />, { url: '/search?q=jose' });
    await screen.findByRole('region', { name: /Leads/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /María José Núñez/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Show all 12 leads' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /742 Evergreen Terrace/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: /María José Núñez/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/leads?id=lead-1');
  });

  it('pages through one group alone', async () => {
    serve([group('leads', [maria], 60)]);
    renderWithRouter(<SearchView />, { url: '/search?q=jose&kind=leads&page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('kind')).toBe('leads');
    expect(requests.at(-1)!.searchParams.get('offset')).toBe('25');
    expect(screen.getByRole('link', { name: 'All results' })).toHaveAttribute('href', '/search?q=jose');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=jose&kind=leads&page=3');
  });

  it('says so when nothing matches', async () => {
    serve([group('leads', []), group('properties', [])]);
    renderWithRouter(<SearchView />, { url: '/search?q=zzz' });
    expect(await screen.findByRole('heading', { name: 'No results for “zzz”' })).toBeInTheDocument();
  });

  it('explains how to search when there is no query, without asking the server', () => {
    renderWithRouter(<SearchView />, { url: '/search' });
    expect(screen.getByRole('heading', { name: 'Search your book' })).toBeInTheDocument();
  });

  it('shows skeletons while searching, and a failed search with Retry', async () => {
    allowConsoleErrors();
    let fail = true;
    server.use(
      http.get('*/api/search', async ({ request }) => {
        await new Promise((r) => setTimeout(r, 30));
        if (fail) return HttpResponse.json({ error: 'The database is busy' }, { status: 503 });
        return HttpResponse.json(answer(new URL(request.url).searchParams.get('q')!, [group('leads', [maria])]));
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<SearchView />, { url: '/search?q=jose' });
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    expect(await screen.findByText('Search failed', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /María José Núñez/ })).toBeInTheDocument());
  });
});
