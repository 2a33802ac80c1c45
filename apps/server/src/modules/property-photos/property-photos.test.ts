import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyPhotosResponse } from '@porchlight/domain/properties/property-photos';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import { properties, propertyPhotos } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

/** A real 1×1 PNG, and the first bytes of a JPEG and a WebP (the server reads the signature). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function agentWithProperty() {
  const { cookie, userId } = await signUp(t);
  const [property] = await t.db
    .insert(properties)
    .values({ userId, address: '12 Elm Street', currentPrice: 425000 })
    .returning({ id: properties.id });
  return { cookie, userId, propertyId: property!.id };
}

function upload(cookie: string, propertyId: string, bytes: Buffer | string, type = 'image/png', name = 'front.png') {
  const form = new FormData();
  form.set('photo', typeof bytes === 'string' ? bytes : new File([new Uint8Array(bytes)], name, { type }));
  return t.request(`/api/properties/${propertyId}/photos`, authed(cookie, { method: 'POST', body: form }));
}

const sendJson = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

const photosOf = async (res: Response) => ((await res.json()) as PropertyPhotosResponse).photos;

/** The list's cover for the agent's one property. Read before a change too: the list read after it shows the change. */
const listedCover = async (cookie: string) =>
  ((await (await t.request('/api/properties', authed(cookie))).json()) as PropertyListResponse).properties[0]!.coverPhotoUrl;

describe('property photos', () => {
  it('uploads several, serves each with caching headers and shows the cover in the table', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    expect(await listedCover(cookie)).toBeNull();
    expect((await upload(cookie, propertyId, PNG)).status).toBe(201);
    const res = await upload(cookie, propertyId, JPEG, 'image/jpeg', 'kitchen.jpg');
    expect(res.status).toBe(201);
    const photos = await photosOf(res);
    expect(photos.map((p) => [p.contentType, p.position, p.isCover])).toEqual([
      ['image/png', 0, true],
      ['image/jpeg', 1, false],
    ]);

    const image = await t.request(photos[0]!.url, authed(cookie));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    expect(await listedCover(cookie)).toBe(photos[0]!.url);
  });

  it('reorders the gallery, and the first photo becomes the cover', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    await upload(cookie, propertyId, PNG);
    const [first, second] = await photosOf(await upload(cookie, propertyId, JPEG, 'image/jpeg'));
    expect(await listedCover(cookie)).toBe(first!.url);
    const reordered = await photosOf(
      await sendJson(cookie, 'PUT', `/api/properties/${propertyId}/photos/order`, { photoIds: [second!.id, first!.id] }),
    );
    expect(reordered.map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect(reordered[0]!.isCover).toBe(true);
    expect(await listedCover(cookie)).toBe(reordered[0]!.url);
  });

  it('refuses an order that leaves out a photo or names another, naming the field', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    await upload(cookie, propertyId, PNG);
    const [first] = await photosOf(await upload(cookie, propertyId, JPEG, 'image/jpeg'));
    const res = await sendJson(cookie, 'PUT', `/api/properties/${propertyId}/photos/order`, { photoIds: [first!.id] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^photoIds: /);
    const malformed = await sendJson(cookie, 'PUT', `/api/properties/${propertyId}/photos/order`, { photoIds: 'x' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^photoIds: /);
  });

  it('makes a photo the cover, keeping the others in order', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    await upload(cookie, propertyId, PNG);
    await upload(cookie, propertyId, JPEG, 'image/jpeg');
    const [a, b, c] = await photosOf(await upload(cookie, propertyId, PNG));
    const after = await photosOf(await sendJson(cookie, 'POST', `/api/properties/${propertyId}/photos/${c!.id}/cover`));
    expect(after.map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await sendJson(cookie, 'POST', `/api/properties/${propertyId}/photos/00000000-0000-4000-8000-000000000000/cover`)).status).toBe(
      404,
    );
  });

  it('deletes a photo, and the next one becomes the cover', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    await upload(cookie, propertyId, PNG);
    const [first, second] = await photosOf(await upload(cookie, propertyId, JPEG, 'image/jpeg'));
    expect(await listedCover(cookie)).toBe(first!.url);
    const after = await photosOf(await sendJson(cookie, 'DELETE', `/api/properties/${propertyId}/photos/${first!.id}`));
    expect(after.map((p) => [p.id, p.isCover])).toEqual([[second!.id, true]]);
    expect(await listedCover(cookie)).toBe(second!.url);
    expect((await t.request(first!.url, authed(cookie))).status).toBe(404);
    expect(await t.db.select({ id: propertyPhotos.id }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId))).toHaveLength(
      1,
    );
  });

  it('answers 400 for a file that is not a JPEG, PNG or WebP image, whatever it claims', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    const gif = await upload(cookie, propertyId, Buffer.from('GIF89a-not-for-listings'), 'image/gif', 'x.gif');
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as { error: string }).error).toMatch(/^photo: /);
    const text = await upload(cookie, propertyId, Buffer.from('hello'), 'image/png', 'fake.png');
    expect(text.status).toBe(400);
    expect((await upload(cookie, propertyId, 'not a file')).status).toBe(400);
    const empty = await upload(cookie, propertyId, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const json = await sendJson(cookie, 'POST', `/api/properties/${propertyId}/photos`, {});
    expect(json.status).toBe(400);
    expect(await t.db.select({ id: propertyPhotos.id }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId))).toHaveLength(
      0,
    );
  });

  it('answers 413 for a photo over 5 MB', async () => {
    const { cookie, propertyId } = await agentWithProperty();
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(cookie, propertyId, big, 'image/jpeg');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain('5 MB');
  });

  it("answers 404 for another agent's property and photos, and changes nothing", async () => {
    const owner = await agentWithProperty();
    const [photo] = await photosOf(await upload(owner.cookie, owner.propertyId, PNG));
    const { cookie } = await signUp(t);
    const base = `/api/properties/${owner.propertyId}/photos`;
    expect((await t.request(base, authed(cookie))).status).toBe(404);
    expect((await upload(cookie, owner.propertyId, PNG)).status).toBe(404);
    expect((await t.request(photo!.url, authed(cookie))).status).toBe(404);
    expect((await sendJson(cookie, 'PUT', `${base}/order`, { photoIds: [photo!.id] })).status).toBe(404);
    expect((await sendJson(cookie, 'POST', `${base}/${photo!.id}/cover`)).status).toBe(404);
    expect((await sendJson(cookie, 'DELETE', `${base}/${photo!.id}`)).status).toBe(404);
    expect((await t.request('/api/properties/not-a-uuid/photos', authed(cookie))).status).toBe(404);
    expect(await photosOf(await t.request(base, authed(owner.cookie)))).toHaveLength(1);
  });
});
