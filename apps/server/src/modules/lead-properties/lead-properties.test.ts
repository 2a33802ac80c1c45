import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadPropertyLinkResponse, LeadPropertyLinksResponse } from '@porchlight/domain/leads/lead-property-links';
import { leadProperties, leads, properties } from '../../db/schema/index.ts';
import { authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function agentWithLeadAndProperty() {
  const { cookie, userId } = await signUp(t);
  const [lead] = await t.db.insert(leads).values({ userId, name: 'Dana Reyes', email: 'dana@example.com' }).returning({ id: leads.id });
  const [property] = await t.db
    .insert(properties)
    .values({ userId, address: '12 Elm Street', city: 'Austin', currentPrice: 425000 })
    .returning({ id: properties.id });
  return { cookie, userId, leadId: lead!.id, propertyId: property!.id };
}

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const linksOf = async (res: Response) => ((await res.json()) as LeadPropertyLinksResponse).links;

describe('lead-property links', () => {
  it('links a lead to a property, seen from both sides, and changes its kind when linked again', async () => {
    const { cookie, leadId, propertyId } = await agentWithLeadAndProperty();
    const created = await send(cookie, 'POST', '/api/lead-properties', { leadId, propertyId, kind: 'interested' });
    expect(created.status).toBe(201);
    const link = (await created.json()) as LeadPropertyLinkResponse;
    expect(link).toMatchObject({
      kind: 'interested',
      lead: { id: leadId, name: 'Dana Reyes' },
      property: { id: propertyId, address: '12 Elm Street', currentPrice: 425000, coverPhotoUrl: null },
    });

    const again = await send(cookie, 'POST', '/api/lead-properties', { leadId, propertyId, kind: 'toured' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as LeadPropertyLinkResponse).id).toBe(link.id);

    const fromLead = await linksOf(await t.request(`/api/leads/${leadId}/properties`, authed(cookie)));
    const fromProperty = await linksOf(await t.request(`/api/properties/${propertyId}/leads`, authed(cookie)));
    expect(fromLead.map((l) => [l.id, l.kind])).toEqual([[link.id, 'toured']]);
    expect(fromProperty.map((l) => [l.id, l.lead.name])).toEqual([[link.id, 'Dana Reyes']]);

    // Each change is on both histories; linking again with the same kind adds nothing.
    await send(cookie, 'POST', '/api/lead-properties', { leadId, propertyId, kind: 'toured' });
    type History = { events: { type: string; payload: Record<string, unknown> }[] };
    const leadHistory = (await (await t.request(`/api/leads/${leadId}/history`, authed(cookie))).json()) as History;
    expect(leadHistory.events.filter((e) => e.type.startsWith('lead.property')).map((e) => [e.payload.kind, e.payload.from])).toEqual([
      ['toured', 'interested'],
      ['interested', null],
    ]);
    const propertyHistory = (await (await t.request(`/api/properties/${propertyId}/history`, authed(cookie))).json()) as History;
    expect(propertyHistory.events.filter((e) => e.type === 'property.lead_linked').map((e) => e.payload.leadName)).toEqual([
      'Dana Reyes',
      'Dana Reyes',
    ]);
  });

  it('removes a link, and deleting the property removes its links', async () => {
    const { cookie, leadId, propertyId } = await agentWithLeadAndProperty();
    const link = (await (
      await send(cookie, 'POST', '/api/lead-properties', { leadId, propertyId, kind: 'offered' })
    ).json()) as LeadPropertyLinkResponse;
    expect((await send(cookie, 'DELETE', `/api/lead-properties/${link.id}`)).status).toBe(204);
    expect(await linksOf(await t.request(`/api/leads/${leadId}/properties`, authed(cookie)))).toEqual([]);
    expect((await send(cookie, 'DELETE', `/api/lead-properties/${link.id}`)).status).toBe(404);
    const history = (await (await t.request(`/api/properties/${propertyId}/history`, authed(cookie))).json()) as {
      events: { type: string }[];
    };
    expect(history.events[0]?.type).toBe('property.lead_unlinked');

    await send(cookie, 'POST', '/api/lead-properties', { leadId, propertyId, kind: 'offered' });
    expect((await send(cookie, 'DELETE', `/api/properties/${propertyId}`)).status).toBe(204);
    expect(await t.db.select().from(leadProperties).where(eq(leadProperties.leadId, leadId))).toHaveLength(0);
  });

  it('answers 400 naming the field', async () => {
    const { cookie, leadId, propertyId } = await agentWithLeadAndProperty();
    const res = await send(cookie, 'POST', '/api/lead-properties', { leadId, propertyId, kind: 'bought' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^kind: /);
    const noLead = await send(cookie, 'POST', '/api/lead-properties', { leadId: 'x', propertyId, kind: 'toured' });
    expect(((await noLead.json()) as { error: string }).error).toMatch(/^leadId: /);
  });

  it("answers 404 for another agent's lead, property or link, and changes nothing", async () => {
    const owner = await agentWithLeadAndProperty();
    const link = (await (
      await send(owner.cookie, 'POST', '/api/lead-properties', { leadId: owner.leadId, propertyId: owner.propertyId, kind: 'toured' })
    ).json()) as LeadPropertyLinkResponse;
    const other = await agentWithLeadAndProperty();
    expect((await t.request(`/api/leads/${owner.leadId}/properties`, authed(other.cookie))).status).toBe(404);
    expect((await t.request(`/api/properties/${owner.propertyId}/leads`, authed(other.cookie))).status).toBe(404);
    expect(
      (await send(other.cookie, 'POST', '/api/lead-properties', { leadId: other.leadId, propertyId: owner.propertyId, kind: 'toured' }))
        .status,
    ).toBe(404);
    expect(
      (await send(other.cookie, 'POST', '/api/lead-properties', { leadId: owner.leadId, propertyId: other.propertyId, kind: 'toured' }))
        .status,
    ).toBe(404);
    expect((await send(other.cookie, 'DELETE', `/api/lead-properties/${link.id}`)).status).toBe(404);
    expect((await t.request('/api/leads/nope/properties', authed(other.cookie))).status).toBe(404);
    expect(await linksOf(await t.request(`/api/leads/${owner.leadId}/properties`, authed(owner.cookie)))).toHaveLength(1);
  });
});
