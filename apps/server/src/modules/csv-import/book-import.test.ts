import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoMapColumns } from '@porchlight/domain/csv-import/auto-map';
import type { ImportContextResponse } from '@porchlight/domain/csv-import/import-api-schemas';
import type { ImportFileFormat, ImportFileView } from '@porchlight/domain/csv-import/import-file';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { routingHelpers } from '../../../test/lead-routing-test-support.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';

// A book brought in from Follow Up Boss (issue 46): stages, owners, dates and every e-mail and
// phone are kept; the leads are not new inquiries; the trial's cap is said before and met by
// importing what fits.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const UTF8: ImportFileFormat = { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' };
const HEADERS = [
  'First Name',
  'Last Name',
  'Stage',
  'Source',
  'Assigned To',
  'Created',
  'Last Activity',
  'Email 1',
  'Email 2',
  'Phone 1',
  'Phone 2',
  'Tags',
];

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, authed(cookie, body === undefined ? { method } : { ...json(body), method }));

async function importLeads(
  cookie: string,
  lines: string[],
  extra: { up_to_limit?: boolean; duplicates?: 'skip' | 'update' } = {},
): Promise<ImportFileView> {
  const bytes = Buffer.from([HEADERS.join(','), ...lines].join('\r\n'));
  const started = await call(cookie, 'POST', '/api/leads/imports', {
    file_name: 'fub.csv',
    file_size: bytes.length,
    headers: HEADERS,
    mapping: autoMapColumns('leads', HEADERS).mapping,
    format: UTF8,
    duplicates: 'skip',
    ...extra,
  });
  expect(started.status).toBe(201);
  const { id } = (await started.json()) as ImportFileView;
  expect((await t.request(`/api/leads/imports/${id}/parts/0`, authed(cookie, { method: 'PUT', body: bytes }))).status).toBe(200);
  expect((await call(cookie, 'POST', `/api/leads/imports/${id}/start`)).status).toBe(202);
  await t.jobs.drain();
  return (await (await call(cookie, 'GET', `/api/leads/imports/${id}`)).json()) as ImportFileView;
}

async function leadsOf(cookie: string): Promise<LeadResponse[]> {
  const body = (await (await call(cookie, 'GET', '/api/leads?limit=100&sort=name&dir=asc')).json()) as {
    leads?: LeadResponse[];
    data?: LeadResponse[];
  };
  return (body.leads ?? body.data)!;
}

const line = (n: number, stage = 'Lead') => `Lead${n},Person,${stage},Zillow,,2024-01-0${(n % 9) + 1} 10:00:00,,l${n}@example.com,,,,`;

describe('a Follow Up Boss book', () => {
  it('keeps stages, owners, dates and the other e-mails and phones, and starts no response clock', async () => {
    const agent = await signUp(t, { name: 'Dana Agent' });
    const view = await importLeads(agent.cookie, [
      'Olivia,Martinez,Hot Prospect,Zillow,Dana Agent,2024-02-11 08:30:00,2024-03-02 17:45:00,olivia@example.com,olivia.work@example.com,(303) 555-0150,(303) 555-0151,"buyer, pre-approved"',
      'Noah,Becker,Under Contract,Realtor.com,Someone Gone,1/21/2024 12:00 PM,,noah@example.com,,(303) 555-0160,,seller',
      'Ava,Stone,Sphere,Referral,,,,ava@example.com,,,,',
    ]);
    expect(view).toMatchObject({ status: 'completed', result: { imported: 3 } });
    const [ava, noah, olivia] = await leadsOf(agent.cookie);
    expect(olivia).toMatchObject({
      stageName: 'Contacted',
      tags: ['buyer', 'pre-approved'],
      createdAt: '2024-02-11T08:30:00.000Z',
      lastActivityAt: '2024-03-02T17:45:00.000Z',
      email: 'olivia@example.com',
      additionalEmails: ['olivia.work@example.com'],
      phone: '(303) 555-0150',
      additionalPhones: ['(303) 555-0151'],
      // Dana is the importing agent: her leads stay hers, unassigned.
      assignedUserId: null,
      firstReplyAt: null,
    });
    expect(olivia!.importId).toBe(view.id);
    // An exact stage name drops nothing; an owner nobody in the book has leaves the lead with the agent.
    expect(noah).toMatchObject({
      stageName: 'Under Contract',
      tags: ['seller'],
      createdAt: '2024-01-21T12:00:00.000Z',
      assignedUserId: null,
    });
    // No stage of that name: the first stage, the file's name kept as a tag; no Created: imported now.
    expect(ava).toMatchObject({ stageName: 'New', tags: ['Sphere'], lastActivityAt: null });
    expect(Date.now() - new Date(ava!.createdAt).getTime()).toBeLessThan(60_000);

    // Not new inquiries: none is in the dashboard's new leads, and the speed-to-lead median leaves them out.
    const today = (await (await call(agent.cookie, 'GET', '/api/dashboard/today')).json()) as { newLeads: { count: number } };
    expect(today.newLeads.count).toBe(0);
    const speed = (await (await call(agent.cookie, 'GET', '/api/leads/speed-to-lead')).json()) as { waiting: number };
    expect(speed.waiting).toBe(0);
  });

  it('says the trial’s room before the upload, and imports the first rows that fit when asked', async () => {
    const agent = await signUp(t);
    const context = (await (await call(agent.cookie, 'GET', '/api/leads/import-context')).json()) as ImportContextResponse;
    expect(context.room).toEqual({ allowed: 25, used: 0, remaining: 25, limit: 'maxLeads' });
    expect(context.stages.map((s) => s.name)).toContain('Under Contract');
    expect(context.people).toEqual([expect.objectContaining({ id: agent.userId, email: agent.email })]);

    const lines = Array.from({ length: 30 }, (_, i) => line(i + 1));
    const refused = await importLeads(agent.cookie, lines);
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('your plan allows 25 more');

    const fitted = await importLeads(agent.cookie, lines, { up_to_limit: true });
    expect(fitted).toMatchObject({ status: 'completed', result: { imported: 25, left_out: 5 } });
    const names = (await leadsOf(agent.cookie)).map((l) => l.name);
    expect(names).toHaveLength(25);
    expect(names).not.toContain('Lead26 Person');
  });

  it('keeps the book’s facts in update mode too, makes no lead a new inquiry, and changes nothing the second time', async () => {
    const { owner, mates } = await routingHelpers(() => t).team(['Ann Able']);
    const ann = mates[0]!;
    // Olivia wrote in through the form (a new inquiry, her clock running); Ava came from an earlier file, since moved on by hand.
    const olivia = (await (
      await call(owner.cookie, 'POST', '/api/leads', { name: 'Olivia Martinez', email: 'olivia@example.com' })
    ).json()) as LeadResponse;
    await importLeads(owner.cookie, ['Ava,Stone,,Referral,,,,ava@example.com,,,,']);
    const { stages } = (await (await call(owner.cookie, 'GET', '/api/pipeline/stages')).json()) as {
      stages: { id: string; name: string }[];
    };
    const ava = (await leadsOf(owner.cookie)).find((l) => l.name === 'Ava Stone')!;
    expect(
      (await call(owner.cookie, 'PATCH', `/api/leads/${ava.id}`, { stageId: stages.find((s) => s.name === 'Appointment')!.id })).status,
    ).toBe(200);
    const before = (await (await call(owner.cookie, 'GET', '/api/dashboard/today')).json()) as { newLeads: { count: number } };
    expect(before.newLeads.count).toBe(1); // Olivia

    const file = [
      'Olivia,Martinez,Under Contract,Zillow,Ann Able,2024-02-11 08:30:00,2024-03-02 17:45:00,olivia@example.com,olivia.work@example.com,,,buyer',
      'Ava,Stone,Sphere,Referral,Someone Gone,,2024-05-01 09:00:00,ava@example.com,,(303) 555-0170,,',
      'Liam,Reyes,,Open House,,2023-11-05 10:00:00,,liam@example.com,,,,',
    ];
    const first = await importLeads(owner.cookie, file, { duplicates: 'update' });
    expect(first).toMatchObject({ status: 'completed', result: { imported: 1, updated: 2 } });
    const byName = async () => new Map((await leadsOf(owner.cookie)).map((l) => [l.name, l]));
    const after = await byName();
    expect(after.get('Olivia Martinez')).toMatchObject({
      id: olivia.id,
      stageName: 'Under Contract',
      assignedUserId: ann.userId,
      createdAt: '2024-02-11T08:30:00.000Z',
      lastActivityAt: '2024-03-02T17:45:00.000Z',
      additionalEmails: ['olivia.work@example.com'],
      tags: ['buyer'],
      firstReplyAt: null,
    });
    expect(after.get('Olivia Martinez')!.claimedAt).not.toBeNull();
    // A stage of no meaning of ours and an owner nobody is leave Ava where she was; the stage is kept as a tag.
    expect(after.get('Ava Stone')).toMatchObject({
      stageName: 'Appointment',
      tags: ['Sphere'],
      assignedUserId: null,
      lastActivityAt: '2024-05-01T09:00:00.000Z',
      createdAt: ava.createdAt,
    });
    // A lead the update adds without a stage starts in the first one, as a create's.
    expect(after.get('Liam Reyes')).toMatchObject({ stageName: 'New', createdAt: '2023-11-05T10:00:00.000Z' });

    // Olivia is an old client now, no new inquiry: no new-lead count, nobody waiting on a reply.
    const today = (await (await call(owner.cookie, 'GET', '/api/dashboard/today')).json()) as { newLeads: { count: number } };
    expect(today.newLeads.count).toBe(0);
    const speed = (await (await call(owner.cookie, 'GET', '/api/leads/speed-to-lead')).json()) as { waiting: number };
    expect(speed.waiting).toBe(0);

    const again = await importLeads(owner.cookie, file, { duplicates: 'update' });
    expect(again).toMatchObject({ status: 'completed', result: { imported: 0, updated: 3 } });
    const facts = (lead: LeadResponse) => ({ ...lead, updatedAt: undefined });
    for (const [name, lead] of await byName()) expect(facts(lead), name).toEqual(facts(after.get(name)!));
  });

  it('gives another agent’s import context nothing of this one', async () => {
    const res = await t.request('/api/leads/import-context');
    expect(res.status).toBe(401);
  });
});
