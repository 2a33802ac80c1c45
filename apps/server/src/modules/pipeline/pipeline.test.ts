import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryResponse } from '@porchlight/domain/events/event-types';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import {
  DEFAULT_PIPELINE_STAGES,
  PIPELINE_CARDS_PER_STAGE,
  type PipelineResponse,
  type PipelineStagesResponse,
} from '@porchlight/domain/pipeline/pipeline-stages';
import { leads, messages, pipelineStages } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

async function createLead(cookie: string, body: Record<string, unknown>) {
  const res = await send(cookie, 'POST', '/api/leads', body);
  expect(res.status).toBe(201);
  return (await res.json()) as LeadResponse;
}
async function board(cookie: string) {
  const res = await send(cookie, 'GET', '/api/pipeline');
  expect(res.status).toBe(200);
  return (await res.json()) as PipelineResponse;
}
const stageIds = async (cookie: string) => Object.fromEntries((await board(cookie)).stages.map((s) => [s.name, s.id]));
const keepAll = (b: PipelineResponse) => b.stages.map(({ id, name }) => ({ id, name }));

describe('GET /api/pipeline', () => {
  it('starts a new account with the default stages, and its new leads in New', async () => {
    const { cookie } = await signUp(t);
    const lead = await createLead(cookie, { name: 'Ann', dealValue: '450k', expectedCloseDate: '2026-06-30' });
    expect(lead).toMatchObject({ stageName: 'New', dealValue: 450000, expectedCloseDate: '2026-06-30' });
    const { stages, leads: cards } = await board(cookie);
    expect(stages.map((s) => s.name)).toEqual([...DEFAULT_PIPELINE_STAGES]);
    expect(stages[0]).toMatchObject({ position: 0, leadCount: 1, dealTotal: 450000 });
    expect(cards).toEqual([
      {
        id: lead.id,
        name: 'Ann',
        status: null,
        stageId: stages[0]!.id,
        dealValue: 450000,
        expectedCloseDate: '2026-06-30',
        phone: null,
        source: null,
        tags: [],
        lastTouchAt: null,
      },
    ]);
  });

  it('makes the defaults on first read for an account without stages, and places leads that had none', async () => {
    const { cookie, userId } = await signUp(t);
    const lead = await createLead(cookie, { name: 'Bo' });
    await t.db.delete(pipelineStages).where(eq(pipelineStages.userId, userId));
    const [first, second] = await Promise.all([board(cookie), board(cookie)]);
    expect(first.stages).toHaveLength(DEFAULT_PIPELINE_STAGES.length);
    expect(second.stages.map((s) => s.id)).toEqual(first.stages.map((s) => s.id));
    const [row] = await t.db.select({ stageId: leads.stageId }).from(leads).where(eq(leads.id, lead.id));
    expect(row!.stageId).toBe(first.stages[0]!.id);
  });

  it('counts and sums each stage, cards ordered by expected close', async () => {
    const { cookie } = await signUp(t);
    const ids = await stageIds(cookie);
    await createLead(cookie, { name: 'Late', stageId: ids.Offer, dealValue: 300000, expectedCloseDate: '2026-09-01' });
    await createLead(cookie, { name: 'Soon', stageId: ids.Offer, dealValue: 200000, expectedCloseDate: '2026-07-01', status: 'hot' });
    await createLead(cookie, { name: 'Open', stageId: ids.Offer });
    await createLead(cookie, { name: 'Won', stageId: ids.Closed, dealValue: '1.2m' });
    const b = await board(cookie);
    const totals = Object.fromEntries(b.stages.map((s) => [s.name, [s.leadCount, s.dealTotal]]));
    expect(totals).toMatchObject({ New: [0, 0], Offer: [3, 500000], Closed: [1, 1200000], Lost: [0, 0] });
    expect(b.leads.filter((l) => l.stageId === ids.Offer).map((l) => l.name)).toEqual(['Soon', 'Late', 'Open']);
  });

  it('carries phone, source, tags and the last touch on each card', async () => {
    const { cookie, userId } = await signUp(t);
    const lead = await createLead(cookie, { name: 'Hal', phone: '(512) 555-0199', source: 'Zillow', tags: ['buyer', 'vip'] });
    expect((await board(cookie)).leads[0]).toMatchObject({
      phone: '+15125550199',
      source: 'Zillow',
      tags: ['buyer', 'vip'],
      lastTouchAt: null,
    });
    // A message the lead sent counts; one still waiting for its provider, or kept here with none set up, does not.
    await t.db.insert(messages).values([
      {
        userId,
        leadId: lead.id,
        type: 'sms',
        direction: 'inbound',
        status: 'received',
        body: 'Hi',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        userId,
        leadId: lead.id,
        type: 'sms',
        direction: 'outbound',
        status: 'queued',
        body: 'Hello',
        createdAt: new Date('2026-03-05T10:00:00Z'),
      },
      {
        userId,
        leadId: lead.id,
        type: 'sms',
        direction: 'outbound',
        status: 'kept',
        body: 'Still there?',
        createdAt: new Date('2026-03-06T10:00:00Z'),
        sentAt: new Date('2026-03-06T10:00:00Z'),
      },
    ]);
    expect((await board(cookie)).leads[0]!.lastTouchAt).toBe('2026-03-01T10:00:00.000Z');
    // An imported book's Last Activity counts too, when it is the latest.
    await t.db
      .update(leads)
      .set({ lastActivityAt: new Date('2026-03-04T09:00:00Z') })
      .where(eq(leads.id, lead.id));
    expect((await board(cookie)).leads[0]!.lastTouchAt).toBe('2026-03-04T09:00:00.000Z');
    expect((await send(cookie, 'POST', `/api/leads/${lead.id}/notes`, { body: 'Called, left a voicemail' })).status).toBe(201);
    const touched = Date.parse((await board(cookie)).leads[0]!.lastTouchAt!);
    expect(Date.now() - touched).toBeLessThan(60_000);
  });

  it('takes the leads list filters: counts, totals and cards of the matching leads only', async () => {
    const { cookie } = await signUp(t);
    const ids = await stageIds(cookie);
    await createLead(cookie, { name: 'Ivy Stone', stageId: ids.Offer, dealValue: 100000, status: 'hot', tags: ['VIP'], source: 'Zillow' });
    await createLead(cookie, { name: 'Jon Marsh', stageId: ids.Offer, dealValue: 200000, status: 'cold', source: 'Referral' });
    await createLead(cookie, { name: 'Kim Stone', stageId: ids.New, status: 'hot' });
    const filtered = async (query: string) => {
      const res = await send(cookie, 'GET', `/api/pipeline?${query}`);
      expect(res.status).toBe(200);
      const b = (await res.json()) as PipelineResponse;
      return {
        names: b.leads.map((l) => l.name).sort(),
        offer: b.stages.find((s) => s.name === 'Offer')!,
        count: b.stages.reduce((n, s) => n + s.leadCount, 0),
      };
    };
    expect(await filtered('status=hot')).toMatchObject({
      names: ['Ivy Stone', 'Kim Stone'],
      offer: { leadCount: 1, dealTotal: 100000 },
      count: 2,
    });
    expect(await filtered('tag=vip')).toMatchObject({ names: ['Ivy Stone'], count: 1 });
    expect(await filtered('search=stone&source=zillow')).toMatchObject({ names: ['Ivy Stone'], count: 1 });
    expect(await filtered('source=nowhere')).toMatchObject({ names: [], count: 0 });
    // The stage list keeps every lead counted (Edit stages moves them all).
    const all = (await (await send(cookie, 'GET', '/api/pipeline/stages')).json()) as PipelineStagesResponse;
    expect(all.stages.find((s) => s.name === 'Offer')).toMatchObject({ leadCount: 2, dealTotal: 300000 });
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const { cookie } = await signUp(t);
    const res = await send(cookie, 'GET', '/api/pipeline?status=lukewarm');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/^status: /);
  });

  it(`shows the first ${PIPELINE_CARDS_PER_STAGE} cards of a stage and counts them all`, async () => {
    const { cookie, userId } = await signUp(t);
    const ids = await stageIds(cookie);
    await t.db.insert(leads).values(
      Array.from({ length: PIPELINE_CARDS_PER_STAGE + 5 }, (_, i) => ({
        userId,
        name: `Lead ${String(i).padStart(3, '0')}`,
        stageId: ids.Showing,
      })),
    );
    const b = await board(cookie);
    expect(b.stages.find((s) => s.name === 'Showing')!.leadCount).toBe(PIPELINE_CARDS_PER_STAGE + 5);
    expect(b.leads).toHaveLength(PIPELINE_CARDS_PER_STAGE);
    expect(b.leads.at(-1)!.name).toBe(`Lead ${String(PIPELINE_CARDS_PER_STAGE - 1).padStart(3, '0')}`);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/pipeline')).status).toBe(401);
    expect((await t.request('/api/pipeline/stages')).status).toBe(401);
  });
});

describe('GET /api/leads?stage=', () => {
  it('lists the leads of one stage, and refuses what is not a stage id', async () => {
    const { cookie } = await signUp(t);
    const ids = await stageIds(cookie);
    await createLead(cookie, { name: 'In Offer', stageId: ids.Offer });
    await createLead(cookie, { name: 'Still New' });
    const res = await send(cookie, 'GET', `/api/leads?stage=${ids.Offer}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { leads: LeadResponse[] }).leads.map((l) => [l.name, l.stageName])).toEqual([['In Offer', 'Offer']]);
    const bad = await send(cookie, 'GET', '/api/leads?stage=offer');
    expect([bad.status, await errorOf(bad)]).toEqual([400, 'stage: stage must be a stage id']);
  });
});

describe('PATCH /api/leads/:id with the pipeline fields', () => {
  it('moves a lead to another stage and records it in the history by name', async () => {
    const { cookie } = await signUp(t);
    const ids = await stageIds(cookie);
    const lead = await createLead(cookie, { name: 'Cy', dealValue: 100000 });
    const res = await send(cookie, 'PATCH', `/api/leads/${lead.id}`, {
      stageId: ids.Showing,
      dealValue: '125,000',
      expectedCloseDate: '2026-08-15',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      stageId: ids.Showing,
      stageName: 'Showing',
      dealValue: 125000,
      expectedCloseDate: '2026-08-15',
      status: null,
    });
    const history = (await (await send(cookie, 'GET', `/api/leads/${lead.id}/history`)).json()) as HistoryResponse;
    expect(history.events[0]).toMatchObject({
      type: 'lead.updated',
      payload: { changes: { stage: { from: 'New', to: 'Showing' }, dealValue: { from: 100000, to: 125000 } } },
    });
  });

  it.each([
    [{ stageId: 'offer' }, 'stageId: Must be a stage id'],
    [{ dealValue: 'lots' }, 'dealValue: Enter an amount in dollars, like 450000'],
    [{ expectedCloseDate: 'next June' }, 'expectedCloseDate: Use a date like 2025-05-31'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { cookie } = await signUp(t);
    const lead = await createLead(cookie, { name: 'Di' });
    const res = await send(cookie, 'PATCH', `/api/leads/${lead.id}`, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });

  it('answers 404 for another account’s stage, and for another account’s lead', async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const lead = await createLead(mine.cookie, { name: 'Ed' });
    const theirStage = (await stageIds(theirs.cookie)).Offer;
    const res = await send(mine.cookie, 'PATCH', `/api/leads/${lead.id}`, { stageId: theirStage });
    expect([res.status, await errorOf(res)]).toEqual([404, 'Stage not found']);
    expect((await send(mine.cookie, 'POST', '/api/leads', { name: 'Fay', stageId: theirStage })).status).toBe(404);
    const other = await send(theirs.cookie, 'PATCH', `/api/leads/${lead.id}`, { stageId: theirStage });
    expect([other.status, await errorOf(other)]).toEqual([404, 'Lead not found']);
    expect((await board(mine.cookie)).leads.map((l) => l.name)).toEqual(['Ed']);
  });
});

describe('PUT /api/pipeline/stages', () => {
  it('renames, reorders, adds and removes an empty stage', async () => {
    const { cookie } = await signUp(t);
    const before = await board(cookie);
    const [n, c, ...rest] = keepAll(before);
    const stages = [{ ...c!, name: 'Reached' }, n!, { name: 'Nurture' }, ...rest.filter((s) => s.name !== 'Appointment')];
    const res = await send(cookie, 'PUT', '/api/pipeline/stages', { stages });
    expect(res.status).toBe(200);
    const after = (await res.json()) as PipelineResponse;
    expect(after.stages.map((s) => s.name)).toEqual(['Reached', 'New', 'Nurture', 'Showing', 'Offer', 'Under Contract', 'Closed', 'Lost']);
    expect(after.stages.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(after.stages[0]!.id).toBe(c!.id);
    expect((await createLead(cookie, { name: 'First' })).stageName).toBe('Reached');
  });

  it('refuses to remove a stage with leads unless they move, then moves them', async () => {
    const { cookie } = await signUp(t);
    const b = await board(cookie);
    const ids = Object.fromEntries(b.stages.map((s) => [s.name, s.id]));
    await createLead(cookie, { name: 'Gil', stageId: ids.Lost, dealValue: 5000 });
    const stages = keepAll(b).filter((s) => s.name !== 'Lost');
    const refused = await send(cookie, 'PUT', '/api/pipeline/stages', { stages });
    expect([refused.status, await errorOf(refused)]).toEqual([409, 'Lost has 1 lead: choose a stage to move them to before removing it']);
    const res = await send(cookie, 'PUT', '/api/pipeline/stages', { stages, moveLeadsTo: { [ids.Lost!]: ids.Closed } });
    expect(res.status).toBe(200);
    const after = (await res.json()) as PipelineResponse;
    expect(after.stages.find((s) => s.name === 'Closed')).toMatchObject({ leadCount: 1, dealTotal: 5000 });
    expect(after.stages.some((s) => s.name === 'Lost')).toBe(false);
  });

  it.each([
    [{ stages: [] }, 'stages: Keep at least one stage'],
    [{ stages: [{ name: '' }] }, 'stages.0.name: Stage name is required'],
    [{ stages: [{ name: 'A' }, { name: 'a' }] }, 'stages.1.name: There is already a stage named a'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { cookie } = await signUp(t);
    const res = await send(cookie, 'PUT', '/api/pipeline/stages', body);
    expect([res.status, await errorOf(res)]).toEqual([400, message]);
  });

  it('answers 404 for another account’s stage and changes nothing', async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const theirStages = keepAll(await board(theirs.cookie));
    const res = await send(mine.cookie, 'PUT', '/api/pipeline/stages', { stages: [{ id: theirStages[0]!.id, name: 'Mine now' }] });
    expect([res.status, await errorOf(res)]).toEqual([404, 'Stage not found']);
    expect((await board(theirs.cookie)).stages[0]!.name).toBe('New');
    expect((await board(mine.cookie)).stages).toHaveLength(DEFAULT_PIPELINE_STAGES.length);
  });
});
