import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { keyFor, v1Caller } from '../../../test/v1-test-support.ts';

let t: TestApp;
let v1: ReturnType<typeof v1Caller>;
beforeAll(async () => {
  t = await createTestApp();
  v1 = v1Caller(t);
});
afterAll(() => t?.close());

describe('/api/v1 lead merges', () => {
  it('merges duplicates as documented, undoes the merge once, and answers 404 and 400 as the app does', async () => {
    const agent = await messagingAgent(t, { plan: 'agent' });
    const key = await keyFor(agent);
    const keep = await agent.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const dup = await agent.lead({ name: 'Ana L', email: 'ANA@example.com', phone: '+15125550100' });

    const res = await v1(key, 'POST', '/leads/merge', { leadIds: [keep.id, dup.id], primaryId: keep.id, choices: { name: dup.id } });
    expect(res.status).toBe(200);
    const merge = await body(res);
    expect(merge).toMatchObject({ leadId: keep.id, mergedLeadIds: [dup.id], mergedNames: ['Ana L'] });
    expect(await body(v1(key, 'GET', `/leads/${keep.id}`))).toMatchObject({
      name: 'Ana L',
      email: 'ana@example.com',
      phone: '+15125550100',
    });
    // The merged-away lead's GET says where it went (the OpenAPI document says so too: v1Caller checks).
    const gone = await v1(key, 'GET', `/leads/${dup.id}`);
    expect(gone.status).toBe(404);
    expect((await body(gone)).error).toEqual({
      code: 'not_found',
      message: 'This lead was merged into Ana L',
      field: null,
      merged_into: keep.id,
    });

    expect(await body(v1(key, 'POST', `/lead-merges/${merge.id}/undo`))).toEqual({ leadIds: [keep.id, dup.id] });
    expect((await v1(key, 'POST', `/lead-merges/${merge.id}/undo`)).status).toBe(409);
    expect(await body(v1(key, 'GET', `/leads/${dup.id}`))).toMatchObject({ name: 'Ana L' });

    const stranger = await (await messagingAgent(t)).lead({ name: 'Not Yours' });
    expect((await v1(key, 'POST', '/leads/merge', { leadIds: [keep.id, stranger.id], primaryId: keep.id })).status).toBe(404);
    const tooMany = await v1(key, 'POST', '/leads/merge', {
      leadIds: Array.from({ length: 11 }, () => crypto.randomUUID()),
      primaryId: keep.id,
    });
    expect(tooMany.status).toBe(400);
    expect((await body(tooMany)).error).toMatchObject({ code: 'invalid_request', field: 'leadIds' });
    const badPrimary = await v1(key, 'POST', '/leads/merge', { leadIds: [keep.id, dup.id], primaryId: stranger.id });
    expect((await body(badPrimary)).error).toMatchObject({ field: 'primaryId' });
  });
});
