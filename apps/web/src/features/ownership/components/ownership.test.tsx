import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOK_HEADER, type BookPeopleResponse } from '@porchlight/domain/ownership/ownership';
import { useSessionStore } from '@/lib/session-store';
import { activeBook, setActiveBook } from '@/lib/book';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { AssignSelect } from './assign-select';
import { BookFromLink, BookSwitcher } from './book-switcher';
import { RecordOwner } from './record-owner';

const server = startMswServer();
const ME = { id: 'u-ann', email: 'ann@example.com', name: 'Ann Able', image: null };
const TEAM: BookPeopleResponse = {
  bookId: 'u-olive',
  people: [
    { id: 'u-olive', name: 'Olive Owner', email: 'olive@example.com', role: 'owner' },
    { id: 'u-ann', name: 'Ann Able', email: 'ann@example.com', role: 'member' },
    { id: 'u-ben', name: 'Ben Baker', email: 'ben@example.com', role: 'member' },
  ],
};

beforeEach(() => useSessionStore.setState({ user: ME, isLoading: false }));
afterEach(() => setActiveBook(null));

describe('assign to', () => {
  it('is not offered to an agent working alone', async () => {
    let asked = false;
    server.use(
      http.get('*/api/team/book', () => {
        asked = true;
        return HttpResponse.json({ bookId: 'u-ann', people: [TEAM.people[1]] });
      }),
    );
    renderWithRouter(<AssignSelect kind="leads" ids={['l1']} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('gives the selected leads to a teammate, marking the agent as "you"', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/team/book', () => HttpResponse.json(TEAM)),
      http.post('*/api/leads/assign', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ assigned: 2, assigneeId: 'u-ben', assigneeName: 'Ben Baker' });
      }),
    );
    renderWithRouter(<AssignSelect kind="leads" ids={['l1', 'l2']} />);
    const select = await screen.findByRole('combobox', { name: 'Assign selected leads to' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Assign to...',
      'Olive Owner',
      'Ann Able (you)',
      'Ben Baker',
    ]);
    await userEvent.setup().selectOptions(select, 'Ben Baker');
    await waitFor(() => expect(body).toEqual({ ids: ['l1', 'l2'], assigneeId: 'u-ben' }));
  });
});

describe('a record owner', () => {
  it("shows the book's owner for a record nobody was given, and reassigns it", async () => {
    let body: unknown;
    server.use(
      http.get('*/api/team/book', () => HttpResponse.json(TEAM)),
      http.post('*/api/properties/assign', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ assigned: 1, assigneeId: 'u-ann', assigneeName: 'Ann Able' });
      }),
    );
    renderWithRouter(<RecordOwner kind="properties" record={{ id: 'p1', assignedUserId: null, assignedName: null }} />);
    const select = await screen.findByRole('combobox', { name: 'Owner' });
    expect(select).toHaveValue('u-olive');
    await userEvent.setup().selectOptions(select, 'Ann Able (you)');
    await waitFor(() => expect(body).toEqual({ ids: ['p1'], assigneeId: 'u-ann' }));
  });
});

describe('the book switcher', () => {
  it('is hidden for an agent on no team', async () => {
    server.use(http.get('*/api/team/books', () => HttpResponse.json({ books: [] })));
    const { container } = renderWithRouter(<BookSwitcher />);
    await waitFor(() => expect(container.querySelector('select')).toBeNull());
  });

  it("switches to a team's book: later requests name it, and a record's page goes back to its list", async () => {
    const heard: (string | null)[] = [];
    server.use(
      http.get('*/api/team/books', () => HttpResponse.json({ books: [{ id: 'u-olive', ownerName: 'Olive Owner' }] })),
      http.get('*/api/team/book', ({ request }) => {
        heard.push(request.headers.get(BOOK_HEADER));
        return HttpResponse.json(TEAM);
      }),
    );
    renderWithRouter(
      <>
        <BookSwitcher />
        <RecordOwner kind="leads" record={{ id: 'l1', assignedUserId: null }} />
      </>,
      { url: '/leads/l1' },
    );
    const select = await screen.findByRole('combobox', { name: 'Working in' });
    expect(select).toHaveValue('');
    await userEvent.setup().selectOptions(select, "Olive Owner's team");
    expect(activeBook()).toBe('u-olive');
    await waitFor(() => expect(heard.at(-1)).toBe('u-olive'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/leads$/);
  });

  it('opens the book a notification links to, and leaves a book the agent is no longer on', async () => {
    server.use(http.get('*/api/team/books', () => HttpResponse.json({ books: [{ id: 'u-olive', ownerName: 'Olive Owner' }] })));
    renderWithRouter(<BookFromLink />, { url: '/leads/l1?book=u-olive' });
    await waitFor(() => expect(activeBook()).toBe('u-olive'));
    // The book is chosen, then the link's ?book= is dropped in a later render: wait for both.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/leads\/l1$/));
  });

  it('forgets a team book the agent left', async () => {
    act(() => setActiveBook('u-gone'));
    server.use(http.get('*/api/team/books', () => HttpResponse.json({ books: [] })));
    renderWithRouter(<BookFromLink />, { url: '/leads' });
    await waitFor(() => expect(activeBook()).toBeNull());
  });
});
