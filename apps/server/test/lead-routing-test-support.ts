import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AssignedLeadView, LeadRoutingResponse, LeadRoutingSettings } from '@porchlight/domain/lead-routing/lead-routing';
import {
  DEFAULT_LEAD_FORM,
  LEAD_FORM_MIN_FILL_SECONDS,
  type LeadFormResponse,
  type PublicLeadForm,
} from '@porchlight/domain/lead-capture/lead-form';
import { jobs, leads, notifications, teamMembers } from '../src/db/schema/index.ts';
import { uniqueIp } from './client-addresses.ts';
import { TEST_APP_URL, authed, signUp, type TestApp } from './test-app.ts';
import { HAND_OFF_QUEUE } from '../src/modules/lead-routing/lead-routing.jobs.ts';

type Agent = { userId: string; email: string; cookie: string };

export function routingHelpers(t: () => TestApp) {
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    t().request(
      path,
      authed(cookie, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  /** An owner on the Business plan (10 seats) with active teammates (the invitation itself is the team module's test). */
  async function team(names: string[] = ['Ann Able', 'Ben Baker'], plan = 'business') {
    const owner = await signUp(t(), { name: 'Olive Owner' });
    expect((await send(owner.cookie, 'POST', '/api/billing/plan', { plan, interval: 'monthly' })).status).toBe(200);
    const mates: Agent[] = [];
    for (const name of names) {
      const mate = await signUp(t(), { name });
      await t()
        .db.insert(teamMembers)
        .values({
          teamId: owner.userId,
          email: mate.email,
          memberUserId: mate.userId,
          status: 'active',
          inviteTokenHash: crypto.randomUUID(),
          inviteExpiresAt: new Date(Date.now() + 86_400_000),
          acceptedAt: new Date(),
        });
      mates.push(mate);
    }
    const form = (await (
      await send(owner.cookie, 'PUT', '/api/lead-capture/form', {
        ...DEFAULT_LEAD_FORM,
        fields: ['phone', 'location', 'budget', 'message'],
      })
    ).json()) as LeadFormResponse;
    return { owner, mates, form };
  }

  async function saveRouting(cookie: string, settings: Partial<LeadRoutingSettings>) {
    const res = await send(cookie, 'PUT', '/api/lead-routing', {
      mode: 'owner',
      claimMinutes: 10,
      rotation: [],
      rules: [],
      fallbackId: null,
      ...settings,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as LeadRoutingResponse;
  }

  // The form's ticket as a visitor's browser gets it; it may be sent once a person could have filled the form in.
  const tickets = new Map<string, { ticket: string; at: number }>();
  async function ticketOf(publicId: string) {
    let held = tickets.get(publicId);
    if (!held) {
      const shown = (await (await t().request(`/api/public/forms/${publicId}`)).json()) as PublicLeadForm;
      held = { ticket: shown.ticket, at: Date.now() };
      tickets.set(publicId, held);
    }
    const wait = held.at + LEAD_FORM_MIN_FILL_SECONDS * 1000 + 100 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return held.ticket;
  }

  /** A visitor sends the public form; the lead is routed by the jobs that follow. */
  async function formLead(publicId: string, values: Record<string, string>) {
    const ticket = await ticketOf(publicId);
    const email = `${crypto.randomUUID().slice(0, 8)}@lead.test`;
    const res = await t().request(
      `/api/public/forms/${publicId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
        body: JSON.stringify({ ticket, email, ...values }),
      },
      uniqueIp(),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    await t().jobs.drain();
    const [lead] = await t().db.select().from(leads).where(eq(leads.email, email));
    return lead!;
  }

  const leadRow = async (id: string) => (await t().db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const assigned = async (cookie: string) =>
    ((await (await send(cookie, 'GET', '/api/lead-routing/assigned')).json()) as { leads: AssignedLeadView[] }).leads;
  const notificationsOf = (userId: string) =>
    t()
      .db.select({
        title: notifications.title,
        message: notifications.message,
        priority: notifications.priority,
        actionUrl: notifications.actionUrl,
        metadata: notifications.metadata,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'lead')));

  /** The claim window runs out: the due hand-off jobs are moved to now (the queue's own clock), then run. */
  async function timePasses(app = t()) {
    await app.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, `${app.jobs.namespace}${HAND_OFF_QUEUE}`), eq(jobs.state, 'queued')));
    await app.jobs.drain();
    await app.jobs.drain();
  }
  const handOffJobs = (app = t()) =>
    app.db
      .select({ runAt: jobs.runAt, state: jobs.state })
      .from(jobs)
      .where(eq(jobs.queue, `${app.jobs.namespace}${HAND_OFF_QUEUE}`));

  return { send, team, saveRouting, formLead, leadRow, assigned, notificationsOf, timePasses, handOffJobs };
}
