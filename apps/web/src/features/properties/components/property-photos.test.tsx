import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PropertyPhotoResponse } from '@porchlight/domain/properties/property-photos';
import { startMswServer } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render';
import { PropertyPhotos } from './property-photos';

const server = startMswServer();
const ID = '00000000-0000-4000-8000-00000000000a';
const photo = (n: number): PropertyPhotoResponse => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  url: `/api/properties/${ID}/photos/p${n}`,
  position: n - 1,
  isCover: n === 1,
  contentType: 'image/jpeg',
  byteSize: 100,
  createdAt: '2025-01-01T00:00:00Z',
});
const inOrder = (ids: string[], all: PropertyPhotoResponse[]) => ({
  photos: ids.map((id, position) => ({ ...all.find((p) => p.id === id)!, position, isCover: position === 0 })),
});

// jsdom lays nothing out: each photo tile stands 200 px right of the one before.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const tiles = [...document.querySelectorAll('ol[aria-label="Photos, in order"] > li')];
    const tile = this.closest('ol[aria-label="Photos, in order"] > li');
    const left = Math.max(0, tiles.indexOf(tile!)) * 200;
    return { x: left, y: 0, left, top: 0, width: 180, height: 150, right: left + 180, bottom: 150, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const photoNames = () =>
  within(screen.getByRole('list', { name: 'Photos, in order' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('the property photo gallery', () => {
  it('moves a photo by keyboard (Space, arrow, Space), and the first becomes the cover', async () => {
    const all = [photo(1), photo(2)];
    let saved: unknown;
    server.use(
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos: all })),
      http.put(`*/api/properties/${ID}/photos/order`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(inOrder((saved as { photoIds: string[] }).photoIds, all));
      }),
    );
    renderWithRouter(<PropertyPhotos propertyId={ID} />);
    const handle = await screen.findByRole('button', { name: 'Move photo 2 of 2' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // Picked up, it is at once over its own place.
    await waitFor(() => expect(screen.getByText('Photo 2 is over place 2 of 2.')).toBeInTheDocument());
    // The sensor listens for arrows from the next tick on.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByText('Photo 2 is over place 1 of 2.')).toBeInTheDocument());
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(saved).toEqual({ photoIds: [photo(2).id, photo(1).id] }));
    await waitFor(() => expect(photoNames()).toEqual([photo(2).url, photo(1).url]));
    expect(screen.getByRole('img', { name: 'Photo 1 of 2 (cover)' })).toHaveAttribute('src', photo(2).url);
  });

  it('makes a photo the cover, and puts the order back when the server refuses', async () => {
    const all = [photo(1), photo(2), photo(3)];
    let asked: unknown;
    server.use(
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos: all })),
      http.put(`*/api/properties/${ID}/photos/order`, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ error: 'photoIds: must list each photo' }, { status: 400 });
      }),
    );
    renderWithRouter(<PropertyPhotos propertyId={ID} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make photo 3 of 3 the cover' }));
    await waitFor(() => expect(asked).toEqual({ photoIds: [photo(3).id, photo(1).id, photo(2).id] }));
    await waitFor(() => expect(photoNames()).toEqual([photo(1).url, photo(2).url, photo(3).url]));
  });

  it('deletes a photo after confirmation', async () => {
    let photos = [photo(1), photo(2)];
    server.use(
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos })),
      http.delete(`*/api/properties/${ID}/photos/:photoId`, ({ params }) => {
        photos = inOrder(
          photos.filter((p) => p.id !== params.photoId).map((p) => p.id),
          photos,
        ).photos;
        return HttpResponse.json({ photos });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<PropertyPhotos propertyId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Delete photo 1 of 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(photoNames()).toEqual([photo(2).url]));
    expect(screen.getByRole('img', { name: 'Photo 1 of 1 (cover)' })).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP before sending it, and uploads the rest', async () => {
    let photos: PropertyPhotoResponse[] = [];
    const uploaded: string[] = [];
    server.use(
      http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ photos })),
      http.post(`*/api/properties/${ID}/photos`, async ({ request }) => {
        uploaded.push(String(((await request.formData()).get('photo') as File).size));
        photos = [...photos, photo(photos.length + 1)];
        return HttpResponse.json({ photos }, { status: 201 });
      }),
    );
    renderWithRouter(<PropertyPhotos propertyId={ID} />);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    const input = screen.getByLabelText('Photo files');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [new File(['x'], 'plan.gif', { type: 'image/gif' }), new File(['x'], 'front.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByText('plan.gif is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    // jsdom's FormData drops the file name on the way to MSW: one upload is what matters.
    expect(uploaded).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1 (cover)' })).toBeInTheDocument();
  });

  it('offers Retry when the photos cannot be loaded', async () => {
    server.use(http.get(`*/api/properties/${ID}/photos`, () => HttpResponse.json({ error: 'Down' }, { status: 500 })));
    renderWithRouter(<PropertyPhotos propertyId={ID} />);
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
