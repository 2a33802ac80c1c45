import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadRoutingResponse } from '@porchlight/domain/lead-routing/lead-routing';
import type { LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { leads, teamMembers } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { routingHelpers } from '../../../test/lead-routing-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const { send, team, saveRouting, formLead, leadRow, assigned, notificationsOf, timePasses, handOffJobs } = routingHelpers(() => t);
const errorOf = async (res: Response) => ((await res.json()) as { error: string; limit?: string }).error;

describe('the routing settings', () => {
  it('start with the owner; teammates need a plan with more than one seat (402 names the limit)', async () => {
    const solo = await signUp(t, { name: 'Sam Solo' });
    const shown = (await (await send(solo.cookie, 'GET', '/api/lead-routing')).json()) as LeadRoutingResponse;
    expect(shown).toMatchObject({
      settings: { mode: 'owner', claimMinutes: 10, rotation: [], rules: [] },
      nextAgentId: solo.userId,
      canRouteToTeam: false,
    });
    expect(shown.agents).toEqual([{ id: solo.userId, name: 'Sam Solo', email: solo.email, isOwner: true }]);
    const refused = await send(solo.cookie, 'PUT', '/api/lead-routing', {
      mode: 'round_robin',
      claimMinutes: 10,
      rotation: [solo.userId],
      rules: [],
      fallbackId: null,
    });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ limit: 'userSeats', allowed: 1 });
  });

  it.each([
    ['a claim time under 5 minutes', { claimMinutes: 3 }, 'claimMinutes: claimMinutes must be between 5 and 60'],
    ['round robin with nobody', { mode: 'round_robin', rotation: [] }, 'rotation: rotation: choose at least one teammate for round robin'],
    ['someone who is not on the team', { mode: 'round_robin', rotation: ['not-a-teammate'] }, 'rotation.0: not someone on your team'],
    [
      'a rule for a stranger',
      { mode: 'rules', rules: [{ source: 'Zillow', assigneeId: 'stranger' }] },
      'rules.0.assigneeId: not someone on your team',
    ],
  ])('400 for %s, naming the field', async (_label, change, message) => {
    const { owner } = await team([]);
    const res = await send(owner.cookie, 'PUT', '/api/lead-routing', {
      mode: 'owner',
      claimMinutes: 10,
      rotation: [],
      rules: [],
      fallbackId: null,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });
});

describe('owner mode (the default)', () => {
  it('gives a lead from the form to the owner, with no hand-off; the owner claims it, and "Assigned to me" finds it', async () => {
    const { owner, form } = await team([]);
    const lead = await formLead(form.publicId, { name: 'Olga Owned' });
    expect(await leadRow(lead.id)).toMatchObject({ assignedUserId: owner.userId, claimedAt: null, routingRound: 1 });
    expect(await handOffJobs()).toEqual([]);
    const shown = (await (await send(owner.cookie, 'GET', `/api/leads/${lead.id}`)).json()) as LeadResponse;
    expect(shown).toMatchObject({ assignedUserId: owner.userId, assignedName: 'Olive Owner', claimedAt: null });
    const claimed = await send(owner.cookie, 'POST', `/api/lead-routing/leads/${lead.id}/claim`);
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toMatchObject({ id: lead.id, isOwnLead: true, claimedAt: expect.any(String), claimBy: null });
    const mine = (await (await send(owner.cookie, 'GET', '/api/leads?assigned=me')).json()) as LeadListResponse;
    expect(mine.leads.map((l) => l.name)).toEqual(['Olga Owned']);
    // A lead added by hand is the agent's own: not routed, and still theirs under "Mine".
    const made = (await (await send(owner.cookie, 'POST', '/api/leads', { name: 'Hand Made' })).json()) as LeadResponse;
    await t.jobs.drain();
    expect(await leadRow(made.id)).toMatchObject({ assignedUserId: null, routingRound: 0 });
    expect(((await (await send(owner.cookie, 'GET', '/api/leads?assigned=me')).json()) as LeadListResponse).total).toBe(2);
  });
});

describe('round robin', () => {
  it('takes turns among the chosen teammates, tells each one (high priority, pushed), and shows who is next', async () => {
    const { owner, mates, form } = await team();
    const [ann, ben] = mates as [(typeof mates)[0], (typeof mates)[0]];
    const saved = await saveRouting(owner.cookie, { mode: 'round_robin', rotation: [ann.userId, ben.userId] });
    expect(saved.nextAgentId).toBe(ann.userId);
    expect(saved.agents.map((a) => a.name)).toEqual(['Olive Owner', 'Ann Able', 'Ben Baker']);
    const routed = [];
    for (const name of ['Lead One', 'Lead Two', 'Lead Three'])
      routed.push((await leadRow((await formLead(form.publicId, { name })).id)).assignedUserId);
    expect(routed).toEqual([ann.userId, ben.userId, ann.userId]);
    expect(((await (await send(owner.cookie, 'GET', '/api/lead-routing')).json()) as LeadRoutingResponse).nextAgentId).toBe(ben.userId);

    const annHeard = await notificationsOf(ann.userId);
    expect(annHeard.map((n) => n.title)).toEqual(['New lead for you', 'New lead for you']);
    const first = annHeard.find((n) => (n.metadata.push as { title: string }).title === 'New lead: Lead One');
    expect(first).toMatchObject({
      priority: 'high',
      actionUrl: expect.stringMatching(/^\/leads\?claim=/),
      metadata: expect.objectContaining({ push: { title: 'New lead: Lead One', body: 'Website form' } }),
    });
    expect(first!.message).toBe(
      "Lead One (Website form) for Olive Owner's team. Claim it within 10 minutes or it goes to the next person.",
    );
    const annList = await assigned(ann.cookie);
    expect(annList.map((l) => [l.name, l.ownerName, l.isOwnLead, l.claimedAt])).toEqual([
      ['Lead Three', 'Olive Owner', false, null],
      ['Lead One', 'Olive Owner', false, null],
    ]);
    expect(new Date(annList[0]!.claimBy!).getTime() - new Date(annList[0]!.assignedAt).getTime()).toBe(10 * 60_000);
    // The owner still hears of every new lead in their book.
    expect((await notificationsOf(owner.userId)).filter((n) => n.title === 'New lead')).toHaveLength(3);
  });

  it('is fair when leads arrive together: the turn counter is taken atomically', async () => {
    const { owner, mates } = await team(['Cara Cole', 'Dev Dunn', 'Eli Ema']);
    await saveRouting(owner.cookie, { mode: 'round_robin', rotation: mates.map((m) => m.userId) });
    const made = [];
    for (let i = 0; i < 9; i++)
      made.push((await (await send(owner.cookie, 'POST', '/api/leads', { name: `Burst ${i}` })).json()) as LeadResponse);
    await t.jobs.drain();
    await Promise.all(made.map((lead) => t.services.leadRouting.route({ leadId: lead.id, ownerId: owner.userId })));
    const rows = await t.db.select({ to: leads.assignedUserId }).from(leads).where(eq(leads.userId, owner.userId));
    const counts = mates.map((m) => rows.filter((r) => r.to === m.userId).length);
    expect(counts).toEqual([3, 3, 3]);
  });
});

describe('rules', () => {
  it('send a lead to the first rule it matches (source, area, price), else the fallback', async () => {
    const { owner, mates, form } = await team(['Ann Able', 'Ben Baker', 'Cy Cruz']);
    const [ann, ben, cy] = mates as [(typeof mates)[0], (typeof mates)[0], (typeof mates)[0]];
    await saveRouting(owner.cookie, {
      mode: 'rules',
      rules: [
        { source: 'Zillow', areas: [], minPrice: null, maxPrice: null, assigneeId: ann.userId },
        { source: null, areas: ['78704', 'Round Rock'], minPrice: null, maxPrice: null, assigneeId: ben.userId },
        { source: null, areas: [], minPrice: 1_000_000, maxPrice: null, assigneeId: cy.userId },
      ],
      fallbackId: owner.userId,
    });
    expect((await leadRow((await formLead(form.publicId, { name: 'Area Lead', location: 'Austin, TX 78704' })).id)).assignedUserId).toBe(
      ben.userId,
    );
    expect((await leadRow((await formLead(form.publicId, { name: 'City Lead', location: 'round rock' })).id)).assignedUserId).toBe(
      ben.userId,
    );
    expect((await leadRow((await formLead(form.publicId, { name: 'Luxury Lead', budget: '$1.5M' })).id)).assignedUserId).toBe(cy.userId);
    expect((await leadRow((await formLead(form.publicId, { name: 'Other Lead', location: 'Dallas' })).id)).assignedUserId).toBe(
      owner.userId,
    );
    // Zillow's source comes from a lead e-mail (one whose sender check passed: lead-email.test.ts checks senders).
    await t.services.leadEmails.receive(owner.userId, 'mailbox', zillowMail(), {
      dmarc: 'pass',
      domain: 'zillow.com',
      summary: 'dkim=pass (zillow.com) dmarc=pass',
    });
    await t.jobs.drain();
    const [rosa] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.userId, owner.userId), eq(leads.name, 'Rosa Ortiz')));
    expect(rosa).toMatchObject({ source: 'Zillow', assignedUserId: ann.userId });
  });
});

describe('the hand-off after N minutes', () => {
  it('moves an unclaimed lead to the next teammate, then to the owner, telling the owner each time', async () => {
    const { owner, mates, form } = await team();
    const [ann, ben] = mates as [(typeof mates)[0], (typeof mates)[0]];
    await saveRouting(owner.cookie, { mode: 'round_robin', claimMinutes: 5, rotation: [ann.userId, ben.userId] });
    const lead = await formLead(form.publicId, { name: 'Slow Sally' });
    expect((await leadRow(lead.id)).assignedUserId).toBe(ann.userId);
    const [job] = await handOffJobs();
    expect(job!.runAt.getTime() - (await leadRow(lead.id)).assignedAt!.getTime()).toBeGreaterThanOrEqual(5 * 60_000 - 2_000);
    await t.jobs.drain(); // not due yet: nothing moves
    expect((await leadRow(lead.id)).assignedUserId).toBe(ann.userId);

    await timePasses();
    expect(await leadRow(lead.id)).toMatchObject({ assignedUserId: ben.userId, routingTried: [ann.userId], routingRound: 2 });
    expect((await notificationsOf(ben.userId)).map((n) => n.title)).toEqual(['New lead for you']);
    expect((await notificationsOf(owner.userId)).find((n) => n.title === 'Lead passed on')?.message).toBe(
      'Ann Able did not claim Slow Sally within 5 minutes: it went to Ben Baker.',
    );
    expect((await assigned(ann.cookie)).map((l) => l.name)).toEqual([]);

    await timePasses();
    expect(await leadRow(lead.id)).toMatchObject({ assignedUserId: owner.userId, routingTried: [ann.userId, ben.userId] });
    expect((await notificationsOf(owner.userId)).filter((n) => n.title === 'Lead passed on').map((n) => n.message)).toContain(
      'Ben Baker did not claim Slow Sally within 5 minutes: nobody else is left, so it is yours now.',
    );
    await timePasses(); // the owner is the last: no more hand-offs
    expect((await leadRow(lead.id)).assignedUserId).toBe(owner.userId);
  });

  it('does nothing once the assignee claimed it, or once anyone replied or logged a call', async () => {
    const { owner, mates, form } = await team();
    const [ann, ben] = mates as [(typeof mates)[0], (typeof mates)[0]];
    await saveRouting(owner.cookie, { mode: 'round_robin', rotation: [ann.userId, ben.userId] });
    const claimedLead = await formLead(form.publicId, { name: 'Claimed Carl' });
    const called = await formLead(form.publicId, { name: 'Called Cora' });
    expect((await send(ann.cookie, 'POST', `/api/lead-routing/leads/${claimedLead.id}/claim`)).status).toBe(200);
    expect((await send(owner.cookie, 'POST', `/api/leads/${called.id}/calls`, { note: 'Left a voicemail' })).status).toBe(201);
    await timePasses();
    expect(await leadRow(claimedLead.id)).toMatchObject({ assignedUserId: ann.userId, claimedAt: expect.any(Date) });
    expect(await leadRow(called.id)).toMatchObject({ assignedUserId: ben.userId });
    expect((await assigned(ben.cookie)).find((l) => l.name === 'Called Cora')).toMatchObject({
      claimedAt: expect.any(String),
      claimBy: null,
    });
    expect((await notificationsOf(owner.userId)).filter((n) => n.title === 'Lead passed on')).toEqual([]);
  });

  it('hands a lead off once when two workers run the same hand-off together', async () => {
    const { owner, mates, form } = await team();
    const [ann, ben] = mates as [(typeof mates)[0], (typeof mates)[0]];
    await saveRouting(owner.cookie, { mode: 'round_robin', rotation: [ann.userId, ben.userId] });
    const lead = await formLead(form.publicId, { name: 'Twice Tom' });
    await Promise.all([t.services.leadRouting.handOff(owner.userId, lead.id, 1), t.services.leadRouting.handOff(owner.userId, lead.id, 1)]);
    await t.jobs.drain();
    expect(await leadRow(lead.id)).toMatchObject({ assignedUserId: ben.userId, routingRound: 2, routingTried: [ann.userId] });
    expect((await notificationsOf(owner.userId)).filter((n) => n.title === 'Lead passed on')).toHaveLength(1);
    expect((await notificationsOf(ben.userId)).filter((n) => n.title === 'New lead for you')).toHaveLength(1);
  });
});

describe('claiming', () => {
  it("404 for another account's lead, a bad id or after leaving the team; 409 for the owner when a teammate has it", async () => {
    const { owner, mates, form } = await team(['Ann Able']);
    await saveRouting(owner.cookie, { mode: 'round_robin', rotation: [mates[0]!.userId] });
    const lead = await formLead(form.publicId, { name: 'Mine Not Yours' });
    const stranger = await signUp(t);
    expect((await send(stranger.cookie, 'POST', `/api/lead-routing/leads/${lead.id}/claim`)).status).toBe(404);
    expect((await send(stranger.cookie, 'POST', '/api/lead-routing/leads/not-a-uuid/claim')).status).toBe(404);
    expect(await assigned(stranger.cookie)).toEqual([]);
    const taken = await send(owner.cookie, 'POST', `/api/lead-routing/leads/${lead.id}/claim`);
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toBe('This lead is assigned to a teammate: only they can claim it');
    expect((await send(mates[0]!.cookie, 'POST', `/api/lead-routing/leads/${lead.id}/claim`)).status).toBe(200);
    // Off the team, the owner's lead is out of sight.
    await t.db.delete(teamMembers).where(eq(teamMembers.memberUserId, mates[0]!.userId));
    expect(await assigned(mates[0]!.cookie)).toEqual([]);
    expect((await send(mates[0]!.cookie, 'POST', `/api/lead-routing/leads/${lead.id}/claim`)).status).toBe(404);
  });
});

function zillowMail() {
  return {
    messageId: `<zillow-${Date.now()}@mail.zillow.test>`,
    from: 'Zillow <leads@zillow.com>',
    subject: 'New Zillow lead: Rosa Ortiz is requesting information about 1919 W Diamond St #2',
    text: [
      'Name: Rosa Ortiz',
      'Email: rosa.ortiz@lead.test',
      'Phone: (215) 555-0134',
      'Property: 1919 W Diamond St #2, Philadelphia, PA 19121',
      'Price: $425,000',
      'Message: Is it still available?',
    ].join('\n'),
    html: null,
  };
}
