import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { SocialPostResponse, SocialPostsResponse } from '@porchlight/domain/social/social-post-schemas';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { SocialFeedView } from './social-feed-view';

const server = startMswServer();

const post = (patch: Partial<SocialPostResponse>): SocialPostResponse => ({
  id: 'p1',
  text: 'Just listed: 12 Oak Lane',
  images: [],
  property: null,
  status: 'published',
  platforms: ['linkedin', 'x'],
  scheduled_at: null,
  published_at: '2026-05-01T15:00:00.000Z',
  created_at: '2026-05-01T14:59:00.000Z',
  updated_at: '2026-05-01T15:00:00.000Z',
  results: [],
  ...patch,
});

function serve(answer: SocialPostsResponse | 'fail') {
  const retries: string[] = [];
  server.use(
    http.get('*/api/social/posts', () =>
      answer === 'fail' ? HttpResponse.json({ error: 'The database is not answering' }, { status: 503 }) : HttpResponse.json(answer),
    ),
    http.post('*/api/social/posts/:id/results/:resultId/retry', ({ params }) => {
      retries.push(String(params.resultId));
      return HttpResponse.json(post({}));
    }),
  );
  return retries;
}

const render = (url = '/social-feed') =>
  renderWithRouter(
    <>
      <SocialFeedView />
      <Toaster />
    </>,
    { url },
  );

describe('SocialFeedView', () => {
  it('shows skeletons, then each post with every account: the link where published, the reason and Retry where it failed', async () => {
    const retries = serve({
      usage: { used: 2, allowed: 1000 },
      posts: [
        post({
          id: 'p2',
          text: 'Open house Sunday',
          status: 'scheduled',
          scheduled_at: '2099-05-03T16:00:00.000Z',
          published_at: null,
          results: [{ id: 'r3', platform: 'x', status: 'pending', post_url: null, error: null, published_at: null }],
        }),
        post({
          status: 'failed',
          results: [
            {
              id: 'r1',
              platform: 'linkedin',
              status: 'published',
              post_url: 'https://www.linkedin.com/feed/update/urn:li:share:1',
              error: null,
              published_at: '2026-05-01T15:00:00.000Z',
            },
            {
              id: 'r2',
              platform: 'x',
              status: 'failed',
              post_url: null,
              error: 'X refused the post: duplicate content',
              published_at: null,
            },
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    render();
    expect(screen.getByLabelText('Loading social posts')).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', { name: 'Social posts' });
    const [scheduled, failed] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    expect(scheduled).toHaveTextContent('Scheduled');
    expect(scheduled).toHaveTextContent('Waiting for its time');
    expect(within(failed!).getByRole('link', { name: 'View post on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/feed/update/urn:li:share:1',
    );
    expect(failed).toHaveTextContent('Failed: X refused the post: duplicate content');
    expect(within(failed!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await user.click(within(failed!).getByRole('button', { name: 'Retry on X' }));
    expect(retries).toEqual(['r2']);
    expect(screen.getByText('2 of 1,000 posts this month')).toBeInTheDocument();
  });

  it('says when there are no posts yet, with the way to write one', async () => {
    serve({ usage: { used: 0, allowed: -1 }, posts: [] });
    render();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New post' })).toHaveLength(2);
  });

  it('says when the feed could not load, and Retry loads it again', async () => {
    serve('fail');
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Could not load your social posts')).toBeInTheDocument();
    serve({ usage: { used: 0, allowed: -1 }, posts: [] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('puts scheduled posts on the month calendar', async () => {
    serve({
      usage: { used: 1, allowed: -1 },
      posts: [
        post({
          id: 'p3',
          text: 'Market update',
          status: 'scheduled',
          scheduled_at: new Date(2099, 4, 12, 9, 30).toISOString(),
          published_at: null,
        }),
      ],
    });
    const user = userEvent.setup();
    render('/social-feed?view=calendar&month=2099-05');
    expect(await screen.findByRole('heading', { name: /May 2099/ })).toHaveTextContent('1 scheduled post');
    const day = screen.getByRole('listitem', { name: 'Tuesday, May 12, 1 scheduled' });
    expect(within(day).getByRole('button')).toHaveTextContent('9:30 AM Market update');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/social-feed?view=calendar&month=2099-06');
    expect(screen.getByRole('heading', { name: /June 2099/ })).toHaveTextContent('0 scheduled posts');
  });
});
