import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingResponse } from '@porchlight/domain/onboarding/onboarding-schemas';
import { onboardingStates, smsAccounts, socialAccounts, users } from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const KEYS = [
  'completed_steps',
  'current_step',
  'data',
  'is_active',
  'profile_missing',
  'progress_percent',
  'show_tutorial',
  'skipped',
  'tutorial_page',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const read = async (cookie: string) => {
  const res = await t.request('/api/onboarding', authed(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as OnboardingResponse;
};
const act = (cookie: string, body: unknown) =>
  t.request(
    '/api/onboarding',
    authed(cookie, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
const acted = async (cookie: string, body: unknown) => {
  const res = await act(cookie, body);
  expect(res.status).toBe(200);
  return (await res.json()) as OnboardingResponse;
};

describe('a new account', () => {
  it('starts the tutorial on the dashboard, nothing completed', async () => {
    const { cookie } = await signUp(t, { name: 'Nina New' });
    const body = await read(cookie);
    expect(Object.keys(body).sort()).toEqual(KEYS);
    expect(body).toEqual({
      is_active: true,
      skipped: false,
      show_tutorial: true,
      current_step: 0,
      completed_steps: [],
      tutorial_page: '/dashboard',
      progress_percent: 0,
      data: { profile: false, social: false, extension: false, tracking: false, leads: false, flows: false },
      // The name given at sign-up is in the profile already: only the photo and the address are missing.
      profile_missing: ['photo', 'verified_email'],
    });
  });

  it('keeps it per user: one agent skipping does not touch another', async () => {
    const a = await signUp(t, { name: 'Ada One' });
    const b = await signUp(t, { name: 'Ben Two' });
    await acted(a.cookie, { action: 'skip' });
    expect(await read(a.cookie)).toMatchObject({ is_active: false, skipped: true });
    expect(await read(b.cookie)).toMatchObject({ is_active: true, skipped: false });
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/onboarding')).status).toBe(401);
  });
});

describe('an invited teammate', () => {
  it('does not start the tutorial, and can start it', async () => {
    const owner = await signUp(t, { name: 'Olive Owner' });
    await t.request('/api/billing/plan', authed(owner.cookie, json({ plan: 'agent', interval: 'monthly' })));
    const email = uniqueEmail('teammate');
    expect((await t.request('/api/team/invitations', authed(owner.cookie, json({ email })))).status).toBe(201);
    const mate = await signUp(t, { name: 'Tom Mate', email });
    expect(await read(mate.cookie)).toMatchObject({ is_active: false, skipped: false, show_tutorial: false, current_step: 0 });
    expect(await acted(mate.cookie, { action: 'start' })).toMatchObject({ is_active: true, current_step: 0 });
  });
});

describe('the state rules through the API', () => {
  it('walks next through the eight steps and finishes after step 7', async () => {
    const { cookie } = await signUp(t, { name: 'Walt Walker' });
    await acted(cookie, { action: 'complete', step: 'welcome' });
    for (let step = 1; step <= 7; step++)
      expect(await acted(cookie, { action: 'next' })).toMatchObject({ is_active: true, current_step: step });
    const done = await acted(cookie, { action: 'next' });
    expect(done).toMatchObject({ is_active: false, skipped: false, current_step: 7, completed_steps: ['welcome'], progress_percent: 12.5 });
    expect(await read(cookie)).toEqual(done);
  });

  it.each([
    ['skip', { action: 'skip' }, { is_active: false, skipped: true }],
    ['finish', { action: 'finish' }, { is_active: false, skipped: false }],
    ['start tutorial', { action: 'start_tutorial', page: '/leads' }, { show_tutorial: true, tutorial_page: '/leads' }],
    ['stop tutorial', { action: 'stop_tutorial' }, { show_tutorial: false, tutorial_page: null }],
    [
      'reset',
      { action: 'reset' },
      { is_active: false, skipped: false, show_tutorial: false, current_step: 0, completed_steps: [], tutorial_page: null },
    ],
    ['complete twice counts once', { action: 'complete', step: 'welcome' }, { completed_steps: ['welcome'], progress_percent: 12.5 }],
  ])('%s', async (_name, body, expected) => {
    const { cookie } = await signUp(t, { name: 'Rita Rules' });
    await acted(cookie, body);
    expect(await acted(cookie, body)).toMatchObject(expected);
  });

  it('restart is reset then start: a skipped tutorial is active again on step 0', async () => {
    const { cookie } = await signUp(t, { name: 'Remy Restart' });
    await acted(cookie, { action: 'next' });
    await acted(cookie, { action: 'complete', step: 'welcome' });
    await acted(cookie, { action: 'skip' });
    expect(await acted(cookie, { action: 'reset' })).toMatchObject({ is_active: false, skipped: false, completed_steps: [] });
    expect(await acted(cookie, { action: 'start' })).toMatchObject({
      is_active: true,
      skipped: false,
      current_step: 0,
      completed_steps: [],
    });
  });

  it('applies concurrent actions in turn', async () => {
    const { cookie } = await signUp(t, { name: 'Cora Current' });
    const steps = ['welcome', 'completion'];
    await Promise.all(steps.map((step) => acted(cookie, { action: 'complete', step })));
    expect((await read(cookie)).completed_steps.sort()).toEqual([...steps].sort());
  });
});

describe('validation', () => {
  it.each([
    [{}, 'action'],
    [{ action: 'jump' }, 'action'],
    [{ action: 'complete' }, 'step'],
    [{ action: 'complete', step: 'leads' }, 'step'],
    [{ action: 'start_tutorial' }, 'page'],
    [{ action: 'start_tutorial', page: 'https://evil.example/' }, 'page'],
    [{ action: 'start_tutorial', page: `/${'a'.repeat(300)}` }, 'page'],
    [{ action: 'next', extra: 1 }, 'extra'],
  ])('400 naming the field for %j', async (body, field) => {
    const { cookie } = await signUp(t, { name: 'Val Idate' });
    const res = await act(cookie, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });

  it('415 for a body that is not JSON', async () => {
    const { cookie } = await signUp(t, { name: 'Val Text' });
    const res = await t.request(
      '/api/onboarding',
      authed(cookie, { method: 'PATCH', headers: { 'content-type': 'text/plain' }, body: 'next' }),
    );
    expect(res.status).toBe(415);
  });
});

describe('steps completed from the agent’s own data', () => {
  it('completes profile, social, tracking, leads and flows as the data appears, in step order', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Dana Data' });
    expect((await read(cookie)).data).toEqual({
      profile: false,
      social: false,
      extension: false,
      tracking: false,
      leads: false,
      flows: false,
    });

    expect((await t.request('/api/leads', authed(cookie, json({ name: 'Carla Ruiz' })))).status).toBe(201);
    expect(await read(cookie)).toMatchObject({ completed_steps: ['leads'], progress_percent: 12.5, data: { leads: true } });

    const form = new FormData();
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    expect((await t.request('/api/settings/profile/avatar', authed(cookie, { method: 'POST', body: form }))).status).toBe(200);
    expect((await t.request('/api/properties', authed(cookie, json({ address: '12 Oak Street', currentPrice: 450000 })))).status).toBe(201);
    expect((await t.request('/api/flows', authed(cookie, json({ name: 'New buyer follow-up' })))).status).toBe(201);
    await t.db.insert(smsAccounts).values({ userId, accountSid: 'AC' + '0'.repeat(32), authTokenEncrypted: 'x' });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));

    const body = await read(cookie);
    expect(body.data).toEqual({ profile: true, social: true, extension: false, tracking: true, leads: true, flows: true });
    expect(body.completed_steps).toEqual(['leads', 'profile', 'social', 'tracking', 'flows']);
    expect(body.progress_percent).toBe(62.5);
  });

  it('a profile is filled only with a first name, a last name, a photo and a verified e-mail address, and says which are missing', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Solo' });
    expect((await read(cookie)).profile_missing).toEqual(['last_name', 'photo', 'verified_email']);
    const form = new FormData();
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    await t.request('/api/settings/profile/avatar', authed(cookie, { method: 'POST', body: form }));
    expect(await read(cookie)).toMatchObject({ data: { profile: false }, profile_missing: ['last_name', 'verified_email'] });
    await t.request(
      '/api/settings/profile',
      authed(cookie, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ last_name: 'Sailor' }) }),
    );
    expect(await read(cookie)).toMatchObject({ data: { profile: false }, profile_missing: ['verified_email'] });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    expect(await read(cookie)).toMatchObject({ data: { profile: true }, profile_missing: [] });
  });

  it('counts a connected social account for the accounts step, as the setup banner asks for one', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Sofia Social' });
    expect((await read(cookie)).data.social).toBe(false);
    await t.db.insert(socialAccounts).values({ userId, platform: 'linkedin', accessTokenSealed: 'sealed' });
    expect(await read(cookie)).toMatchObject({ data: { social: true }, completed_steps: ['social'] });
  });

  it('completes the extension step once the browser extension has signed in with its device key, not when the key is only made', async () => {
    const { cookie } = await signUp(t, { name: 'Elle Extension' });
    const made = await t.request('/api/settings/api-keys', authed(cookie, json({ name: 'Chrome', scope: 'extension' })));
    expect(made.status).toBe(201);
    expect((await read(cookie)).data.extension).toBe(false);
    const { key } = (await made.json()) as { key: string };
    expect((await t.request('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    expect(await read(cookie)).toMatchObject({ data: { extension: true }, completed_steps: ['extension'] });
  });

  it('completes data steps again right after a restart, and never from another agent’s data', async () => {
    const mine = await signUp(t, { name: 'Mia Mine' });
    const other = await signUp(t, { name: 'Oscar Other' });
    await t.request('/api/leads', authed(other.cookie, json({ name: 'Not Mine' })));
    await t.request('/api/leads', authed(mine.cookie, json({ name: 'Mine Lead' })));
    await acted(mine.cookie, { action: 'reset' });
    expect(await acted(mine.cookie, { action: 'start' })).toMatchObject({ is_active: true, current_step: 0, completed_steps: ['leads'] });
    const fresh = await signUp(t, { name: 'Fay Fresh' });
    expect((await read(fresh.cookie)).completed_steps).toEqual([]);
  });
});

describe('storage', () => {
  it('keeps one row per user, removed with the user', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Rho Row' });
    await acted(cookie, { action: 'next' });
    const rows = await t.db.select().from(onboardingStates).where(eq(onboardingStates.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isActive: true, currentStep: 1 });
  });

  it('an account from before onboarding existed gets the initial state, not started', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Olga Older' });
    await t.db.delete(onboardingStates).where(eq(onboardingStates.userId, userId));
    expect(await read(cookie)).toMatchObject({ is_active: false, skipped: false, current_step: 0 });
  });
});
