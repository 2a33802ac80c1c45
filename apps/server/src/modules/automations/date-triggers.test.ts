import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, zonedParts } from '@porchlight/domain/automations/zoned-time';
import { formatLocalDate } from '@porchlight/domain/automations/date-triggers';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { body } from '../../../test/messaging-agent.ts';
import { SCHEDULE_TICK_QUEUE } from './automations.jobs.ts';
import { automationsAgent } from '../../../test/automations-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'America/Chicago';
/** A day `ahead` of today on the agent's calendar, as YYYY-MM-DD. */
const dayAhead = (ahead: number) => formatLocalDate(addCalendarDays(zonedParts(new Date(), ZONE), ahead));
/** A birthday on that day's month and day, in a past (leap) year. */
const bornOn = (isoDay: string) => `1992${isoDay.slice(4)}`;

const tick = async (label: string) => {
  await t.jobs.enqueue(t.db, SCHEDULE_TICK_QUEUE, { at: label });
  await t.jobs.drain();
};
const notify = [{ id: 'n', type: 'notify' as const, title: 'Say happy birthday to {{lead.name}}' }];

describe('date triggers', () => {
  it('a lead whose birthday is tomorrow fires a "1 day before" trigger once; other days do not', async () => {
    const agent = await automationsAgent(t, { timeZone: ZONE });
    const flow = await agent.flow({ steps: notify });
    const trigger = await agent.trigger(
      flow.id,
      { kind: 'date_arrives', field: 'lead_birthday', when: 'before', days: 1, time: '00:00' },
      'Birthday tomorrow',
    );
    const tomorrow = await agent.post('/api/leads', { name: 'Bea Tomorrow', birthday: bornOn(dayAhead(1)) });
    expect(tomorrow.status).toBe(201);
    const lead = (await tomorrow.json()) as { id: string; birthday: string };
    expect(lead.birthday).toBe(bornOn(dayAhead(1)));
    await agent.post('/api/leads', { name: 'Dan Later', birthday: bornOn(dayAhead(3)) });
    await agent.post('/api/leads', { name: 'Nil Nobirthday' });

    await tick('one');
    await tick('two');
    const runs = await agent.runsOf(flow.id);
    expect(runs.map((r) => r.lead_id)).toEqual([lead.id]);
    expect((await body(agent.call('/api/triggers'))).triggers).toEqual([
      expect.objectContaining({ id: trigger.id, fired_this_month: 1, description: "1 day before a lead's birthday at 00:00" }),
    ]);
  });

  it('a purchase anniversary fires from the year after the purchase', async () => {
    const agent = await automationsAgent(t, { timeZone: ZONE });
    const flow = await agent.flow({ steps: notify });
    await agent.trigger(flow.id, { kind: 'date_arrives', field: 'lead_purchase_anniversary', when: 'on', time: '00:00' });
    const today = dayAhead(0);
    const bought = (await (
      await agent.post('/api/leads', { name: 'Ann Iversary', purchaseDate: `${Number(today.slice(0, 4)) - 4}${today.slice(4)}` })
    ).json()) as { id: string };
    await agent.post('/api/leads', { name: 'Jus Tbought', purchaseDate: today });
    await tick('one');
    expect((await agent.runsOf(flow.id)).map((r) => r.lead_id)).toEqual([bought.id]);
  });

  it("an open house tomorrow puts the leads with the trigger's tag on the flow", async () => {
    const agent = await automationsAgent(t, { timeZone: ZONE });
    const flow = await agent.flow({ steps: notify });
    const bad = await agent.post('/api/triggers', {
      name: 'x',
      flow_id: flow.id,
      config: { kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 1 },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('lead_tag');
    await agent.trigger(flow.id, {
      kind: 'date_arrives',
      field: 'property_open_house',
      when: 'before',
      days: 1,
      time: '00:00',
      lead_tag: 'open-house',
    });
    expect((await agent.post('/api/properties', { address: '5 Open Way', currentPrice: 300000, openHouseDate: dayAhead(1) })).status).toBe(
      201,
    );
    const guest = (await (await agent.post('/api/leads', { name: 'Gus Guest', tags: ['open-house'] })).json()) as { id: string };
    await agent.post('/api/leads', { name: 'Not Invited' });
    await tick('one');
    await tick('two');
    expect((await agent.runsOf(flow.id)).map((r) => r.lead_id)).toEqual([guest.id]);
  });

  it("a lead's dates are checked: 400 naming the field", async () => {
    const agent = await automationsAgent(t);
    for (const [field, value] of [
      ['birthday', '1990-02-30'],
      ['purchaseDate', 'last spring'],
    ] as const) {
      const res = await agent.post('/api/leads', { name: 'Bad Date', [field]: value });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(field);
    }
  });
});
