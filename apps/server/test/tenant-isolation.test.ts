import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicApiPath } from '../src/app.ts';
import { calls } from '../src/db/schema/index.ts';
import { messagingAgent } from './messaging-agent.ts';
import { apiRoutes, type Route } from './route-table.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from './test-app.ts';

// Issue 20, tenant isolation enumerated: every route the router knows (not a hand list) is tried
// by one agent (the intruder) against another agent's records (the owner's): each id the route
// names is the owner's, and write routes without ids get bodies full of the owner's ids. Nothing
// of the owner's may be read (no answer carries the marker every owner record holds) or changed
// (the owner's records read the same afterwards). A route whose id this test cannot name fails
// the enumeration, so a new route gets a case the day it is added.

const MARK = `Owned${crypto.randomUUID().slice(0, 8)}`;

/** Each route parameter, by the path segment before it, to the owner's record of that kind. */
const RECORD_OF_PARAM: Record<string, string> = {
  'leads/:id': 'lead',
  'conversations/:leadId': 'lead',
  'properties/:id': 'property',
  'message-templates/:id': 'template',
  'messages/:id': 'message',
  'bulk/:bulkId': 'bulkSend',
  'flows/:id': 'flow',
  'flow-runs/:id': 'flowRun',
  'triggers/:id': 'trigger',
  'property-alerts/:id': 'alert',
  'tracking-tasks/:id': 'task',
  'tasks/:id': 'task',
  'lead-properties/:id': 'link',
  'notifications/:id': 'notification',
  'webhooks/:id': 'webhook',
  'api-keys/:id': 'apiKey',
  'posts/:id': 'post',
  'imports/:id': 'import',
  'calls/:id': 'call',
  'appointments/:id': 'appointment',
};

/**
 * Parameters this test names no owner record for, and why that is safe. Each sits under a
 * parent the test does name (its lookup goes through the owner's parent first), is not an
 * account's record, or is proven by the module's own tests.
 */
const UNNAMED_PARAMS: Record<string, string> = {
  'photos/:photoId': "under the owner's property",
  'results/:resultId': "under the owner's post",
  'deliveries/:deliveryId': "under the owner's webhook",
  'parts/:seq': "a part number under the owner's import",
  'flow-templates/:key': 'the shared template catalogue',
  'banners/:banner': "the agent's own banners, by name",
  'charts/:chart': "a chart's name; its figures are the asking agent's (GET is tried with the owner's ids in the query)",
  'forms/:publicId': 'the public lead form (public by design)',
  'avatar/:id': 'profile pictures are public by id (spec)',
  'members/:id': "team seats: team.test.ts tries another team's members",
  'memberships/:id': "team seats: team.test.ts tries another team's memberships",
  'addons/:id': 'billing: an add-on of the catalogue, bought per account',
  'emails/:id': "lead e-mail: lead-email.test.ts tries another agent's e-mails",
  'submissions/:id': "lead form: lead-capture.test.ts tries another agent's submissions",
  'subscriptions/:id': "push devices: push.test.ts tries another agent's devices",
  'lead-merges/:id': "a merge: lead-duplicates.test.ts and v1-lead-merges.test.ts try another agent's merge",
  'dismissals/:id': 'a "not a duplicate": lead-duplicates.test.ts tries another agent\'s dismissal',
};

type Agent = { userId: string; cookie: string; key: string };

let t: TestApp;
let owner: Agent;
let intruder: Agent;
const records: Record<string, string> = {};

async function newAgent(): Promise<Agent> {
  const a = await messagingAgent(t, { plan: 'business' });
  const res = await a.post('/api/settings/api-keys', { name: 'Isolation', scope: 'read_write' });
  if (res.status !== 201) throw new Error(`API key: ${res.status} ${await res.text()}`);
  const key = (await res.json()) as { key: string; apiKey: { id: string } };
  records.lastKeyId = key.apiKey.id;
  return { userId: a.userId, cookie: a.cookie, key: key.key };
}

/** A call as `agent`: the public API with its key, the rest with its session. */
function call(agent: Agent, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const credentials: Record<string, string> = url.startsWith('/api/v1/')
    ? { authorization: `Bearer ${agent.key}` }
    : { origin: TEST_APP_URL, cookie: agent.cookie };
  const withBody = body !== undefined && method !== 'GET';
  return t.request(url, {
    method,
    headers: { ...credentials, ...(withBody ? { 'content-type': 'application/json' } : {}), ...headers },
    body: withBody ? JSON.stringify(body) : undefined,
  });
}

async function make(path: string, body: unknown, agent = owner): Promise<{ id: string }> {
  const res = await call(agent, 'POST', path, body);
  if (res.status !== 200 && res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** The owner's book: one record of every kind a route names, each carrying MARK. */
async function ownerRecords() {
  owner = await newAgent();
  records.apiKey = records.lastKeyId!;
  const res = await call(owner, 'POST', '/api/leads', {
    name: `${MARK} Lead`,
    email: `${MARK.toLowerCase()}@example.com`,
    phone: '+15125550177',
  });
  records.lead = ((await res.json()) as { id: string }).id;
  records.property = (await make('/api/properties', { address: `${MARK} 1 Main St`, currentPrice: 1 })).id;
  records.template = (await make('/api/message-templates', { name: MARK, channel: 'sms', body: `${MARK} hello` })).id;
  const steps = [
    { id: 'w', type: 'wait', amount: 7, unit: 'days' },
    { id: 'n', type: 'notify', title: MARK },
  ];
  records.flow = (await make('/api/flows', { name: MARK, steps })).id;
  await make(`/api/flows/${records.flow}/status`, { status: 'active' });
  await make(`/api/flows/${records.flow}/enrol`, { lead_ids: [records.lead] });
  const runs = (await (await call(owner, 'GET', `/api/flow-runs?lead_id=${records.lead}`)).json()) as { runs: { id: string }[] };
  records.flowRun = runs.runs[0]!.id;
  records.trigger = (await make('/api/triggers', { name: MARK, flow_id: records.flow, config: { kind: 'lead_created' } })).id;
  records.alert = (await make('/api/property-alerts', { name: MARK, lead_id: records.lead, city: 'Austin' })).id;
  records.task = (await make('/api/tracking-tasks', { kind: 'watch_property', property_id: records.property })).id;
  records.appointment = (
    await make('/api/appointments', {
      type: 'showing',
      lead_ids: [records.lead],
      property_id: records.property,
      title: `${MARK} showing`,
      starts_at: '2030-01-02T15:00:00Z',
      ends_at: '2030-01-02T16:00:00Z',
      time_zone: 'America/Chicago',
    })
  ).id;
  records.link = (await make('/api/lead-properties', { leadId: records.lead, propertyId: records.property, kind: 'interested' })).id;
  records.message = (await make('/api/messages', { channel: 'email', lead_id: records.lead, subject: MARK, body: `${MARK} body` })).id;
  const bulk = await call(owner, 'POST', '/api/messages/bulk', { channel: 'email', audience: {}, subject: MARK, body: `${MARK} news` });
  if (bulk.status !== 201) throw new Error(`bulk: ${bulk.status} ${await bulk.text()}`);
  records.bulkSend = ((await bulk.json()) as { bulk_id: string }).bulk_id;
  await t.services.notifications.notify(owner.userId, { type: 'system', title: MARK, message: MARK });
  const notifications = (await (await call(owner, 'GET', '/api/notifications')).json()) as { notifications: { id: string }[] };
  records.notification = notifications.notifications[0]!.id;
  records.webhook = (await make('/api/v1/webhooks', { url: `http://127.0.0.1:9/${MARK}`, events: ['lead.created'] })).id;
  records.post = (await make('/api/social/posts', { text: MARK, platforms: [], action: 'draft' })).id;
  // A call needs Twilio to place: the owner's is written as the dial job would leave it.
  const [ownersCall] = await t.db
    .insert(calls)
    .values({
      userId: owner.userId,
      agentId: owner.userId,
      leadId: records.lead,
      direction: 'outbound',
      fromNumber: '+15125550100',
      toNumber: '+15125550177',
      state: 'ended',
      outcome: 'connected',
      note: `${MARK} call`,
    })
    .returning({ id: calls.id });
  records.call = ownersCall!.id;
  const format = { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' };
  records.import = (
    await make('/api/leads/imports', {
      file_name: `${MARK}.csv`,
      file_size: 10,
      headers: ['Name', 'Email'],
      mapping: ['name', 'email'],
      format,
    })
  ).id;
}

/** Every route an account's session or key opens: the public ones hold no account's records (the public API's are keyed, so they stay). */
const accountRoutes = (): Route[] => apiRoutes(t.app).filter((r) => !isPublicApiPath(r.path) || r.path.startsWith('/api/v1/'));

/** The route's URL with the owner's ids, or the parameters it cannot name. */
function ownersUrl(pattern: string): { url: string; unknown: string[]; names: boolean; random: boolean } {
  const unknown: string[] = [];
  let names = false;
  let random = false;
  const url = pattern.replace(/([^/]+)\/:([A-Za-z_]+)/g, (whole, segment: string, param: string) => {
    const key = `${segment}/:${param}`;
    const kind = RECORD_OF_PARAM[key];
    if (kind) {
      names = true;
      return `${segment}/${records[kind]}`;
    }
    if (!(key in UNNAMED_PARAMS)) unknown.push(key);
    random = true;
    return `${segment}/${param === 'seq' ? '0' : crypto.randomUUID()}`;
  });
  return { url, unknown, names, random };
}

/**
 * Bodies for a write. Schemas refuse unknown keys, so one body cannot fit every route: each probe
 * is small and valid for some routes, so most routes read one of them and reach the lookup,
 * and the id fields carry the owner's ids (bulk routes, links, sends).
 */
const probes = (): unknown[] => [
  {},
  { name: 'Hijacked' },
  { name: 'Hijacked', channel: 'sms', body: 'Hijacked' },
  { status: 'paused' },
  { status: 'Active' },
  { done: true },
  { action: 'stop' },
  { text: 'Hijacked', platforms: [] },
  { body: 'Hijacked' },
  { photoIds: [] },
  { lead_ids: [records.lead] },
  { lead_id: records.lead },
  { ids: [records.lead] },
  { ids: [records.property] },
  { ids: [records.lead], status: 'cold' },
  { ids: [records.lead], tag: 'hijacked', action: 'add' },
  { lead_ids: [records.lead], owner_id: records.lead },
  { property_ids: [records.property], owner_id: records.lead },
  { leadId: records.lead, propertyId: records.property, kind: 'toured' },
  { kind: 'follow_up', lead_id: records.lead, due_at: '2030-01-01T10:00:00Z' },
  { kind: 'watch_property', property_id: records.property },
  {
    type: 'showing',
    lead_ids: [records.lead],
    property_id: records.property,
    starts_at: '2030-01-03T15:00:00Z',
    ends_at: '2030-01-03T16:00:00Z',
    time_zone: 'UTC',
  },
  { outcome: 'cancelled' },
  { notes: 'Hijacked' },
  { channel: 'email', lead_id: records.lead, subject: 'Hijacked', body: 'Hijacked' },
  { name: 'Hijacked', lead_id: records.lead, city: 'Austin' },
  { name: 'Hijacked', flow_id: records.flow, config: { kind: 'lead_created' } },
  { text: 'Hijacked', platforms: [], action: 'draft', property_id: records.property },
];

/** What the owner sees of their records, read the same way before and after the intrusions. */
async function ownersView(routes: Route[]) {
  const view: Record<string, string> = {};
  for (const { path } of routes.filter((r) => r.method === 'GET')) {
    const { url, names, random } = ownersUrl(path);
    if (!names || random) continue;
    const res = await call(owner, 'GET', url);
    view[url] =
      `${res.status} ${res.headers.get('content-type')?.includes('text/event-stream') ? (await res.body?.cancel(), '') : await res.text()}`;
  }
  return view;
}

/** One intrusion: a problem when the answer leaks the owner's marker or succeeds on the owner's record. */
async function intrude(method: string, url: string, body: unknown, headers: Record<string, string> = {}, mustFail = true) {
  let res = await call(intruder, method, url, body, headers);
  if (res.status === 401 || res.status === 429) {
    // The intruder's own session ended (it deleted its account, signed out everywhere) or its pace was spent.
    intruder = await newAgent();
    res = await call(intruder, method, url, body, headers);
  }
  const text = res.headers.get('content-type')?.includes('text/event-stream') ? (await res.body?.cancel(), '') : await res.text();
  // A search answers with the words it was given: the marker there is the intruder's own.
  const unechoed = text.replaceAll(`"query":"${MARK}"`, '').replaceAll(`"q":"${MARK}"`, '').replaceAll(`"search":"${MARK}"`, '');
  if (unechoed.includes(MARK)) return `${method} ${url} answered ${res.status} with the owner's data: ${text.slice(0, 160)}`;
  // On the owner's record: refused as unknown (404), refused the owner's book (403), or the body refused before any lookup (400).
  if (mustFail && ![400, 403, 404].includes(res.status)) return `${method} ${url} answered ${res.status} on the owner's record`;
  if (res.status >= 500) return `${method} ${url} answered ${res.status}`;
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  await ownerRecords();
  intruder = await newAgent();
}, 60_000);
afterAll(() => t?.close());

describe("another account's records", () => {
  it('every parameter of every route is named by this test or listed with its reason', () => {
    const unknown = new Set(accountRoutes().flatMap((r) => ownersUrl(r.path).unknown));
    expect([...unknown]).toEqual([]);
    expect(accountRoutes().filter((r) => ownersUrl(r.path).names).length).toBeGreaterThan(60);
  });

  it("no route reads, changes or deletes the owner's records for the intruder, by id, by body or by book", async () => {
    const routes = accountRoutes();
    const before = await ownersView(routes);
    expect(Object.keys(before).length).toBeGreaterThan(15);
    expect(Object.values(before).filter((v) => v.includes(MARK)).length).toBeGreaterThan(10); // the view really shows them

    const problems: string[] = [];
    const note = (problem: string | undefined) => problem && problems.push(problem);
    for (const { method, path } of routes) {
      const { url, names } = ownersUrl(path);
      if (method === 'GET') {
        // Reads: by the owner's ids, by a search for the marker, and asking for the owner's book.
        const query = `${url.includes('?') ? '&' : '?'}search=${MARK}&q=${MARK}&lead_id=${records.lead}&property_id=${records.property}`;
        note(await intrude('GET', `${url}${query}`, undefined, {}, names));
        if (!url.startsWith('/api/v1/')) note(await intrude('GET', url, undefined, { 'x-porchlight-book': owner.userId }, names));
        continue;
      }
      for (const body of probes()) note(await intrude(method, url, body, {}, names));
    }

    const after = await ownersView(routes);
    const changed = Object.keys(before).filter((url) => before[url] !== after[url]);
    expect(problems).toEqual([]);
    expect(changed.map((url) => `${url}\n  before: ${before[url]!.slice(0, 300)}\n  after:  ${after[url]!.slice(0, 300)}`)).toEqual([]);
  }, 120_000);
});
