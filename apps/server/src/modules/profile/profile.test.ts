import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@porchlight/domain/profile/profile-schemas';
import { avatars, profiles } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { uniqueIp } from '../../../test/client-addresses.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PROFILE_KEYS = [
  'avatar_url',
  'brokerage',
  'email',
  'email_signature',
  'email_verified',
  'first_name',
  'full_name',
  'id',
  'last_name',
  'license_number',
  'phone',
  'updated_at',
  'website',
];

type Profile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  avatar_url: string | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const newUser = (name = 'Dana Agent') => signUp(t, { name }, uniqueIp());

const patch = (cookie: string, body: unknown, contentType = 'application/json') =>
  t.request(
    '/api/settings/profile',
    authed(cookie, {
      method: 'PATCH',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

function upload(cookie: string, file: File) {
  const form = new FormData();
  form.set('avatar', file);
  return t.request('/api/settings/profile/avatar', authed(cookie, { method: 'POST', body: form }));
}

const avatarRowsOf = (userId: string) => t.db.select({ id: avatars.id }).from(avatars).where(eq(avatars.userId, userId));

describe('reading the profile', () => {
  it('answers both paths with the same flat snake_case body and nothing more', async () => {
    const { userId, email, cookie } = await newUser('Mary Ann Smith');
    const a = await t.request('/api/profile', authed(cookie));
    const b = await t.request('/api/settings/profile', authed(cookie));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const body = (await a.json()) as Record<string, unknown>;
    expect(await b.json()).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(PROFILE_KEYS);
    expect(body).toMatchObject({
      id: userId,
      email,
      email_verified: false,
      first_name: 'Mary Ann',
      last_name: 'Smith',
      full_name: 'Mary Ann Smith',
      avatar_url: null,
    });
    expect(new Date(body.updated_at as string).toISOString()).toBe(body.updated_at);
  });

  it('shows each user their own profile only', async () => {
    const first = await newUser('First Person');
    const second = await newUser('Second Person');
    const body = (await (await t.request('/api/profile', authed(second.cookie))).json()) as Profile;
    expect(body.id).toBe(second.userId);
    expect(JSON.stringify(body)).not.toContain(first.userId);
  });
});

describe('updating the profile', () => {
  it('recomputes the full name and keeps it in the database', async () => {
    const { userId, cookie } = await newUser('Sam Stone');
    const res = await patch(cookie, { first_name: '  Samantha  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: 'Samantha', last_name: 'Stone', full_name: 'Samantha Stone' });
    const res2 = await patch(cookie, { last_name: 'Rivers' });
    expect(await res2.json()).toMatchObject({ first_name: 'Samantha', last_name: 'Rivers', full_name: 'Samantha Rivers' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({ firstName: 'Samantha', lastName: 'Rivers', fullName: 'Samantha Rivers' });
    expect(await (await t.request('/api/profile', authed(cookie))).json()).toMatchObject({ full_name: 'Samantha Rivers' });
  });

  it('keeps what goes in every message, each changed only when sent, blank clearing it', async () => {
    const { cookie } = await newUser('Dana Agent');
    const details = {
      phone: '(512) 555-0100',
      brokerage: 'Hill Country Realty',
      license_number: 'TX-0654321',
      website: 'dana.example.com',
      email_signature: 'Dana Agent\nHill Country Realty\n',
    };
    expect(await (await patch(cookie, details)).json()).toMatchObject({
      ...details,
      website: 'https://dana.example.com',
      email_signature: 'Dana Agent\nHill Country Realty',
    });
    expect(await (await patch(cookie, { brokerage: '  ' })).json()).toMatchObject({
      brokerage: null,
      phone: '(512) 555-0100',
      first_name: 'Dana',
    });
  });

  it.each([
    ['a bad phone', { phone: 'call me' }, 'phone'],
    ['a web address that is not one', { website: 'javascript:alert(1)' }, 'website'],
    ['a two-line brokerage', { brokerage: 'A\nB' }, 'brokerage'],
    ['a long signature', { email_signature: 'x'.repeat(1001) }, 'email_signature'],
    ['a number', { first_name: 42 }, 'first_name'],
    ['too long', { last_name: 'x'.repeat(51) }, 'last_name'],
    ['an "@"', { first_name: 'dana@example.com' }, 'first_name'],
    ['an unknown field', { nickname: 'Dee' }, 'nickname'],
    // PostgreSQL text cannot hold U+0000: this used to fail in the database as a 500.
    ['a NUL character', { last_name: 'Nul\u0000Byte' }, 'last_name'],
  ])('refuses %s with a 400 naming the field and changes nothing', async (_label, body, field) => {
    const { userId, cookie } = await newUser('Kept Name');
    const res = await patch(cookie, body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain(field);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({ firstName: 'Kept', lastName: 'Name', fullName: 'Kept Name' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const { cookie } = await newUser();
    const res = await patch(cookie, 'first_name=Eve', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toMatch(/JSON/);
  });

  it('refuses malformed JSON with 400', async () => {
    const { cookie } = await newUser();
    const res = await patch(cookie, '{"first_name":');
    expect(res.status).toBe(400);
  });
});

describe('avatar', () => {
  it('stores an uploaded PNG and serves it back to its owner', async () => {
    const { userId, cookie } = await newUser();
    const res = await upload(cookie, new File([PNG], 'me.png', { type: 'image/png' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Profile;
    expect(body.avatar_url).toMatch(/^\/api\/profile\/avatar\/[0-9a-f-]{36}$/);
    expect(((await (await t.request('/api/profile', authed(cookie))).json()) as Profile).avatar_url).toBe(body.avatar_url);

    const image = await t.request(body.avatar_url!, authed(cookie));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const rows = await t.db.select().from(avatars).where(eq(avatars.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentType: 'image/png', byteSize: PNG.byteLength });
    expect(rows[0]!.bytes.equals(PNG)).toBe(true);
  });

  it('decides the type from the bytes: a PNG named photo.jpg is served as image/png', async () => {
    const { cookie } = await newUser();
    const res = await upload(cookie, new File([PNG], 'photo.jpg', { type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const image = await t.request(((await res.json()) as Profile).avatar_url!, authed(cookie));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a text file renamed .png', async () => {
    const { userId, cookie } = await newUser();
    const res = await upload(cookie, new File(['just some text, not an image'], 'evil.png', { type: 'image/png' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('avatar');
    expect(await avatarRowsOf(userId)).toHaveLength(0);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const { userId, cookie } = await newUser();
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    PNG.copy(big);
    const res = await upload(cookie, new File([big], 'big.png', { type: 'image/png' }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain('avatar');
    expect(await avatarRowsOf(userId)).toHaveLength(0);
  });

  it('refuses an upload without a file', async () => {
    const { cookie } = await newUser();
    const form = new FormData();
    form.set('avatar', 'not a file');
    const res = await t.request('/api/settings/profile/avatar', authed(cookie, { method: 'POST', body: form }));
    expect(res.status).toBe(400);
  });

  it('does not show one user the avatar of another', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { avatar_url } = (await (await upload(owner.cookie, new File([PNG], 'me.png'))).json()) as Profile;
    const res = await t.request(avatar_url!, authed(other.cookie));
    expect(res.status).toBe(404);
    expect(Buffer.from(await res.arrayBuffer()).includes(PNG)).toBe(false);
    expect((await t.request(avatar_url!)).status).toBe(401);
  });

  it('answers 404 for an avatar id that does not exist or is not an id', async () => {
    const { cookie } = await newUser();
    expect((await t.request(`/api/profile/avatar/${crypto.randomUUID()}`, authed(cookie))).status).toBe(404);
    expect((await t.request('/api/profile/avatar/not-a-uuid', authed(cookie))).status).toBe(404);
  });

  it('replaces the previous avatar: its URL stops working and its bytes are gone', async () => {
    const { userId, cookie } = await newUser();
    const first = ((await (await upload(cookie, new File([PNG], 'a.png'))).json()) as Profile).avatar_url!;
    const second = ((await (await upload(cookie, new File([PNG], 'b.png'))).json()) as Profile).avatar_url!;
    expect(second).not.toBe(first);
    expect((await t.request(first, authed(cookie))).status).toBe(404);
    expect((await t.request(second, authed(cookie))).status).toBe(200);
    expect(await avatarRowsOf(userId)).toHaveLength(1);
  });

  it('removes the avatar: avatar_url becomes null and the old URL answers 404', async () => {
    const { userId, cookie } = await newUser();
    const { avatar_url } = (await (await upload(cookie, new File([PNG], 'me.png'))).json()) as Profile;
    const res = await t.request('/api/settings/profile/avatar', authed(cookie, { method: 'DELETE' }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).avatar_url).toBeNull();
    expect(((await (await t.request('/api/profile', authed(cookie))).json()) as Profile).avatar_url).toBeNull();
    expect((await t.request(avatar_url!, authed(cookie))).status).toBe(404);
    expect(await avatarRowsOf(userId)).toHaveLength(0);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row!.avatarId).toBeNull();
  });
});
