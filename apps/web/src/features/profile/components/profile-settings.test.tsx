import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceSessionResponse } from '@porchlight/domain/sessions/session-tracking-schemas';
import { PROFILE_UPDATED_EVENT } from '../stores/profile-events';
import { profileQueryKey } from '../api/get-profile';
import { createWrapper, profileFixture, setupProfileTest, signedInUser } from '../test/profile-test-utils';
import { ProfileSettings } from './profile-settings';

const server = setupProfileTest();

const device = (overrides: Partial<DeviceSessionResponse>): DeviceSessionResponse => ({
  id: 'd1',
  browser: 'Chrome',
  os: 'macOS',
  device_type: 'desktop',
  ip_address: null,
  location: null,
  first_seen_at: '2025-01-01T00:00:00.000Z',
  last_seen_at: new Date().toISOString(),
  is_current: false,
  ...overrides,
});

function renderSettings(
  sessions: DeviceSessionResponse[] | (() => Response) = [],
  { profile = profileFixture(), path }: { profile?: ReturnType<typeof profileFixture>; path?: string } = {},
) {
  server.use(
    http.get('*/api/settings/profile', () => HttpResponse.json(profile)),
    http.get('*/api/sessions', typeof sessions === 'function' ? sessions : () => HttpResponse.json({ sessions })),
  );
  const { wrapper, queryClient } = createWrapper(path);
  render(
    <>
      <ProfileSettings />
      <Toaster />
    </>,
    { wrapper },
  );
  return queryClient;
}

const user = userEvent.setup({ applyAccept: false });

describe('ProfileSettings', () => {
  it('says when the e-mail address is not verified and sends a new link from there', async () => {
    let asked: unknown = null;
    server.use(
      http.post('*/api/auth/send-verification-email', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    renderSettings([], { profile: profileFixture({ email_verified: false }) });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Verify your e-mail address before messaging leads');
    expect(notice).toHaveTextContent(signedInUser.email);
    await user.click(within(notice).getByRole('button', { name: 'Send a new link' }));
    expect(await within(notice).findByText(`A new link is on its way to ${signedInUser.email}.`)).toBeInTheDocument();
    expect(asked).toEqual({ email: signedInUser.email, callbackURL: '/settings?tab=profile&verified=1' });
  });

  it('confirms a verified address where the link lands, and asks for no link', async () => {
    renderSettings([], { path: '/settings?tab=profile&verified=1' });
    expect(await screen.findByText('Your e-mail address is verified. You can message leads now.')).toBeInTheDocument();
    expect(screen.getByText('Verified. This is the address you sign in with.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('edits the name, saves it, confirms with a toast and announces profileUpdated', async () => {
    let patched: unknown = null;
    server.use(
      http.patch('*/api/settings/profile', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json(profileFixture({ first_name: 'Janet', full_name: 'Janet Doe' }));
      }),
    );
    const heard = vi.fn();
    window.addEventListener(PROFILE_UPDATED_EVENT, heard);
    renderSettings();

    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');

    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // A toast fades in once mounted: visible a frame after it is in the page.
    await waitFor(() => expect(screen.getByText('Profile updated')).toBeVisible());
    expect(patched).toEqual({ first_name: 'Janet', last_name: 'Doe' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ first_name: 'Janet' });
    window.removeEventListener(PROFILE_UPDATED_EVENT, heard);
  });

  it('saves what goes in every message: phone, brokerage, licence, website (https added) and signature', async () => {
    let patched: unknown = null;
    server.use(
      http.patch('*/api/settings/profile', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json(profileFixture(patched as object));
      }),
    );
    renderSettings();
    const details = await screen.findByRole('form', { name: 'In your messages' });
    await user.type(within(details).getByLabelText('Phone'), '(512) 555-0100');
    await user.type(within(details).getByLabelText('Brokerage'), 'Hill Country Realty');
    await user.type(within(details).getByLabelText('Licence number'), 'TX-0654321');
    await user.type(within(details).getByLabelText('Website'), 'dana.example.com');
    await user.type(within(details).getByLabelText('E-mail signature'), 'Dana Agent{Enter}Hill Country Realty');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Save details' })).toBeDisabled());
    expect(patched).toEqual({
      phone: '(512) 555-0100',
      brokerage: 'Hill Country Realty',
      license_number: 'TX-0654321',
      website: 'https://dana.example.com',
      email_signature: 'Dana Agent\nHill Country Realty',
    });
  });

  it('follows a copy saved elsewhere, but never over what the agent is typing', async () => {
    const queryClient = renderSettings();
    const details = await screen.findByRole('form', { name: 'In your messages' });
    act(() => {
      queryClient.setQueryData(profileQueryKey(signedInUser.id), profileFixture({ brokerage: 'Saved In Another Tab' }));
    });
    expect(await within(details).findByDisplayValue('Saved In Another Tab')).toBeVisible();

    await user.type(within(details).getByLabelText('Phone'), '512');
    act(() => {
      queryClient.setQueryData(profileQueryKey(signedInUser.id), profileFixture({ brokerage: 'Later Copy' }));
    });
    expect(within(details).getByLabelText('Phone')).toHaveValue('512');
    expect(within(details).getByLabelText('Brokerage')).toHaveValue('Saved In Another Tab');
  });

  it('says which detail is wrong before saving', async () => {
    renderSettings();
    const details = await screen.findByRole('form', { name: 'In your messages' });
    await user.type(within(details).getByLabelText('Phone'), 'call me');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Phone must be a phone number, like (512) 555-0100')).toBeVisible();
  });

  it('rejects a name containing "@" before saving', async () => {
    renderSettings();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name cannot contain "@"')).toBeVisible();
  });

  it.each([
    ['too large', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }), /Choose one of 2 MB or less/],
    ['not an image', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), /Choose a PNG, JPEG, WebP or GIF image/],
  ])('refuses a photo that is %s without uploading it', async (_label, file, message) => {
    let uploads = 0;
    server.use(
      http.post('*/api/settings/profile/avatar', () => {
        uploads += 1;
        return HttpResponse.json(profileFixture());
      }),
    );
    renderSettings();
    await screen.findByLabelText('First name');
    await user.upload(screen.getByLabelText('Profile photo file'), file);
    expect(await screen.findByText(message)).toBeVisible();
    expect(uploads).toBe(0);
  });

  it('uploads a photo as the multipart field "avatar"', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let uploaded: { size: number } | null = null;
    server.use(
      http.post('*/api/settings/profile/avatar', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('avatar');
        // jsdom's File crosses into Node's fetch without its name, so check the bytes arrived.
        uploaded = typeof file === 'object' && file !== null ? { size: file.size } : null;
        return HttpResponse.json(profileFixture({ avatar_url: '/api/avatars/a.png' }));
      }),
    );
    renderSettings();
    await screen.findByLabelText('First name');
    await user.upload(screen.getByLabelText('Profile photo file'), new File(['png'], 'me.png', { type: 'image/png' }));
    // A toast fades in once mounted: visible a frame after it is in the page.
    await waitFor(() => expect(screen.getByText('Profile photo updated')).toBeVisible());
    expect(uploaded).toEqual({ size: 3 });
    expect(screen.getByRole('button', { name: 'Remove' })).toBeVisible();
  });

  it('lists signed-in devices and marks this one', async () => {
    renderSettings([
      device({ id: 'a', browser: 'Safari', os: 'iOS', device_type: 'mobile', is_current: false, last_seen_at: '2020-01-01T00:00:00.000Z' }),
      device({ id: 'b', is_current: true }),
    ]);
    const list = (await screen.findByText('This device')).closest('ul')!;
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Last seen: Just now');
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).not.toHaveTextContent('This device');
  });

  it('says when no device is recorded yet', async () => {
    renderSettings([]);
    expect(await screen.findByText(/No devices recorded yet/)).toBeVisible();
  });

  it('offers Retry when the devices cannot be loaded', async () => {
    let calls = 0;
    renderSettings(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ error: 'down' }, { status: 500 })
        : HttpResponse.json({ sessions: [device({ is_current: true })] });
    });
    expect(await screen.findByText("We couldn't load your signed-in devices.")).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('This device')).toBeVisible());
  });
});
