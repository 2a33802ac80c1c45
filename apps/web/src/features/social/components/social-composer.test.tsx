import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SocialAccountStatus } from '@porchlight/domain/social/social-platforms';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { SocialComposer } from './social-composer';

const server = startMswServer();

const status = (platform: string, connected: boolean): SocialAccountStatus =>
  ({
    platform,
    connected,
    user: connected ? { name: `Dana on ${platform}`, picture: null } : null,
    connected_at: null,
    last_sync: null,
    scopes: [],
    enabled: true,
  }) as SocialAccountStatus;

function serve(connected: string[]) {
  const saved: unknown[] = [];
  server.use(
    http.get('*/api/auth/social/:platform/status', ({ params }) =>
      HttpResponse.json(status(String(params.platform), connected.includes(String(params.platform)))),
    ),
    http.post('*/api/social/posts', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ id: 'p1' }, { status: 201 });
    }),
    http.get('*/api/properties', () =>
      HttpResponse.json({
        properties: [
          {
            id: '7b0c3a4e-0000-4000-8000-000000000001',
            address: '12 Oak Lane',
            city: 'Austin',
            state: 'TX',
            zipcode: '78701',
            currentPrice: 450000,
            bedrooms: 3,
            bathrooms: 2,
            sqft: null,
            listingUrl: 'https://listings.example/12-oak',
            images: ['https://photos.example/12-oak.jpg'],
          },
        ],
        total: 1,
        page: 1,
        limit: 8,
      }),
    ),
  );
  return saved;
}

describe('SocialComposer', () => {
  it('shows the locked state naming the plan that unlocks posting', () => {
    serve([]);
    renderWithRouter(<SocialComposer allowed={0} onDone={vi.fn()} />);
    expect(screen.getByText('Posting to social media is available on the Starter plan and above')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings?tab=plan');
    expect(screen.queryByRole('button', { name: 'Post now' })).not.toBeInTheDocument();
  });

  it('counts characters for each chosen account and refuses a post too long for X', async () => {
    serve(['x', 'linkedin']);
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithRouter(<SocialComposer allowed={1000} onDone={onDone} />);
    expect(screen.getByRole('list', { name: 'Characters per platform' })).toHaveTextContent(
      'Facebook 0/63,206Instagram 0/2,200LinkedIn 0/3,000X 0/280',
    );
    await user.click(await screen.findByRole('checkbox', { name: /^X/ }));
    await user.click(screen.getByRole('checkbox', { name: /^LinkedIn/ }));
    expect(screen.queryByRole('checkbox', { name: /^Facebook/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Post'));
    await user.paste('a'.repeat(281));
    expect(screen.getByRole('list', { name: 'Characters per platform' })).toHaveTextContent('LinkedIn 281/3,000X 281/280');
    expect(screen.getByText('Too long for X')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Post now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('281 characters is too long for X (at most 280)');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('fills a listing post from a property and posts it now', async () => {
    const saved = serve(['facebook']);
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithRouter(<SocialComposer allowed={-1} onDone={onDone} />);
    await user.click(await screen.findByRole('checkbox', { name: /^Facebook/ }));
    await user.click(screen.getByRole('button', { name: 'Share a listing' }));
    await user.click(await screen.findByRole('button', { name: /12 Oak Lane/ }));
    expect(screen.getByLabelText('Post')).toHaveValue(
      '🏡 Just listed: 12 Oak Lane, Austin, TX 78701\n$450,000 · 3 beds · 2 baths\nDetails: https://listings.example/12-oak',
    );
    expect(screen.getByRole('img', { name: "The property's photo" })).toHaveAttribute('src', 'https://photos.example/12-oak.jpg');
    await user.click(screen.getByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved).toEqual([
      expect.objectContaining({
        platforms: ['facebook'],
        property_id: '7b0c3a4e-0000-4000-8000-000000000001',
        action: 'now',
        image_ids: [],
        scheduled_at: null,
      }),
    ]);
  });
});
