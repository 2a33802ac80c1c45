import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { readImportFile } from '@porchlight/domain/csv-import/test-support/read-import-file';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { routingHelpers } from '../../../test/lead-routing-test-support.ts';
import { authed, createTestApp, json, type TestApp } from '../../../test/test-app.ts';

// Issue 50, read through the API with no hand mapping: a CRM's typed and numbered contact columns
// (the mobile number first, the others kept with their labels and found by search), its pipeline
// stage, teammate and dates, a report's header and footer lines, an MLS spreadsheet's codes and
// half baths; and the same file again changes nothing.

const CORPUS = new URL('../../../../../test-data/csv-import/corpus/', import.meta.url);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, authed(cookie, body === undefined ? { method } : { ...json(body), method }));

async function importFile(
  cookie: string,
  name: string,
  entity: 'leads' | 'properties',
  duplicates: 'skip' | 'update' = 'skip',
  extra: Record<string, unknown> = {},
) {
  const bytes = readFileSync(new URL(name, CORPUS));
  const { format, table, autoMap } = readImportFile(entity, new Uint8Array(bytes));
  const started = await call(cookie, 'POST', `/api/${entity}/imports`, {
    file_name: name,
    file_size: bytes.length,
    headers: table.headers,
    mapping: autoMap.mapping,
    format,
    duplicates,
    ...extra,
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { id } = (await started.json()) as ImportFileView;
  expect((await t.request(`/api/${entity}/imports/${id}/parts/0`, authed(cookie, { method: 'PUT', body: bytes }))).status).toBe(200);
  expect((await call(cookie, 'POST', `/api/${entity}/imports/${id}/start`)).status).toBe(202);
  await t.jobs.drain();
  return (await (await call(cookie, 'GET', `/api/${entity}/imports/${id}`)).json()) as ImportFileView;
}

async function leadsOf(cookie: string, query = ''): Promise<LeadResponse[]> {
  const body = (await (await call(cookie, 'GET', `/api/leads?limit=100&sort=name&dir=asc${query}`)).json()) as {
    leads?: LeadResponse[];
    data?: LeadResponse[];
  };
  return (body.leads ?? body.data)!;
}

describe('reading real exports (issue 50)', () => {
  it('a CRM contacts export: the cell first, other contacts labelled and searchable, the spouse in the notes, stage, teammate and dates kept', async () => {
    const { owner } = await routingHelpers(() => t).team(['Dana Agent']);
    const mate = (await (await call(owner.cookie, 'GET', '/api/leads/import-context')).json()) as {
      people: { id: string; name: string | null }[];
    };
    const dana = mate.people.find((p) => p.name === 'Dana Agent')!;
    const view = await importFile(owner.cookie, 'crm-contacts-typed-numbered.csv', 'leads');
    expect(view).toMatchObject({ status: 'completed', result: { imported: 3, invalid: 0, errors: [] } });
    const byName = new Map((await leadsOf(owner.cookie)).map((l) => [l.name, l]));
    expect(byName.get('Grace Holloway')).toMatchObject({
      phone: '(512) 555-0120',
      additionalPhones: ['(512) 555-0121', '(512) 555-0122'],
      additionalEmails: ['g.holloway@example.com'],
      contactLabels: { '(512) 555-0121': 'Cell 2', '(512) 555-0122': 'Work', 'g.holloway@example.com': 'Email 2' },
      notes: 'Spouse: Peter Holloway, peter.holloway@example.com, (512) 555-0123',
      // "Active" is no stage of ours: the nearest one by meaning.
      stageName: 'Showing',
      assignedUserId: dana.id,
      createdAt: '2024-01-08T09:30:00.000Z',
      lastActivityAt: '2024-03-02T12:00:00.000Z',
    });
    // The spouse's e-mail is no contact of the lead's.
    expect(byName.get('Grace Holloway')!.additionalEmails).not.toContain('peter.holloway@example.com');
    expect(byName.get('Hana Sato')).toMatchObject({ stageName: 'Closed', assignedUserId: null, email: 'hana.sato@example.com' });

    // The other e-mail and the other phone find the lead.
    expect((await leadsOf(owner.cookie, '&search=g.holloway')).map((l) => l.name)).toEqual(['Grace Holloway']);
    expect((await leadsOf(owner.cookie, '&search=5125550122')).map((l) => l.name)).toEqual(['Grace Holloway']);

    // The same file again changes nothing, skipping or updating.
    const before = await leadsOf(owner.cookie);
    expect((await importFile(owner.cookie, 'crm-contacts-typed-numbered.csv', 'leads')).result).toMatchObject({ imported: 0, skipped: 3 });
    expect((await importFile(owner.cookie, 'crm-contacts-typed-numbered.csv', 'leads', 'update')).result).toMatchObject({
      imported: 0,
      updated: 3,
    });
    const facts = (lead: LeadResponse) => ({ ...lead, updatedAt: undefined });
    expect((await leadsOf(owner.cookie)).map(facts)).toEqual(before.map(facts));
  });

  it('a stage of no name of ours goes where the agent chose in the preview, and a bad choice is refused naming the field', async () => {
    const { owner } = await routingHelpers(() => t).team([]);
    const { stages } = (await (await call(owner.cookie, 'GET', '/api/pipeline/stages')).json()) as {
      stages: { id: string; name: string }[];
    };
    const closed = stages.find((s) => s.name === 'Closed')!;
    const refused = await call(owner.cookie, 'POST', '/api/leads/imports', {
      file_name: 'x.csv',
      file_size: 10,
      headers: ['Name'],
      mapping: ['name'],
      format: { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' },
      stage_choices: { Sphere: 'not-a-stage' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('stage_choices');

    // kvCORE's "Sphere" and "Past Client": the agent files Sphere under Closed; Past Client is near Closed anyway.
    const view = await importFile(owner.cookie, 'kvcore-contacts.csv', 'leads', 'skip', { stage_choices: { Sphere: closed.id } });
    expect(view).toMatchObject({ status: 'completed', result: { imported: 4 } });
    const byName = new Map((await leadsOf(owner.cookie)).map((l) => [l.name, l]));
    expect(byName.get('Brandon Cole')).toMatchObject({ stageName: 'Closed', tags: [] });
    expect(byName.get('Lucia Ramos')).toMatchObject({ stageName: 'Closed', tags: ['vip'] });
    // "Active Lead" had no choice: the first stage, its name kept as a tag.
    expect(byName.get('Kayla Nguyen')).toMatchObject({ stageName: 'New', tags: ['first-time', 'scottsdale', 'Active Lead'] });
  });

  it('a CRM report: title, filters, totals, confidentiality and "Generated by" lines are no leads', async () => {
    const { owner } = await routingHelpers(() => t).team(['Dana Agent']);
    const view = await importFile(owner.cookie, 'crm-report-pipeline.csv', 'leads');
    expect(view).toMatchObject({ status: 'completed', result: { imported: 3, invalid: 0, errors: [] } });
    const leads = await leadsOf(owner.cookie);
    expect(leads.map((l) => l.name)).toEqual(['Ben Okafor', 'Chloe Park', 'Mateo Alvarez']);
    expect(leads[1]).toMatchObject({ status: 'warm', stageName: 'Under Contract', budget: '$1,200,000' });
  });

  it('an MLS spreadsheet: codes decoded with the originals kept, half baths added, Area left alone; again changes nothing', async () => {
    const { owner } = await routingHelpers(() => t).team([]);
    const view = await importFile(owner.cookie, 'mls-spreadsheet-codes.csv', 'properties');
    expect(view).toMatchObject({ status: 'completed', result: { imported: 6, invalid: 0, errors: [] } });
    const list = (await (await call(owner.cookie, 'GET', '/api/properties?limit=100&sort=address&dir=asc')).json()) as {
      properties?: Record<string, unknown>[];
      data?: Record<string, unknown>[];
    };
    const rows = list.properties ?? list.data ?? [];
    const heron = rows.find((p) => p.address === '14 Heron Way')!;
    expect(heron).toMatchObject({ status: 'active', propertyType: 'single_family', bathrooms: 2.5, sqft: 1905, hasPool: true });
    const again = await importFile(owner.cookie, 'mls-spreadsheet-codes.csv', 'properties');
    expect(again.result).toMatchObject({ imported: 0, skipped: 6 });
  });
});
