import type { FlowResponse } from '@porchlight/domain/automations/automation-schemas';
import {
  V1EnrolRequestSchema,
  V1EnrolResponseSchema,
  V1FlowListQuerySchema,
  V1FlowPageSchema,
  V1FlowSchema,
  V1UnenrolResponseSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { pageOfList } from './v1-cursor.ts';
import type { V1Route } from './v1-route.ts';

/** The automations module's flow use-cases, handed in by app composition. */
export type V1Flows = {
  list(userId: string): Promise<FlowResponse[]>;
  get(userId: string, id: string): Promise<FlowResponse>;
  enrol(userId: string, id: string, leadIds: string[]): Promise<{ started: number; already_on_flow: number }>;
  /** Stops each lead's run of the flow that has not ended; the rest count as not on it. */
  unenrol(userId: string, id: string, leadIds: string[]): Promise<{ stopped: number; not_on_flow: number }>;
};

const notFoundResponse = { description: 'No such flow (or lead) in this account.' };
const leadIdsExample = { lead_ids: ['00000000-0000-4000-8000-000000000000'] };

/** The API answers a flow without the editor's problem list (the app shows those). */
const v1Flow = ({ problems: _, ...flow }: FlowResponse) => flow;

/** Flows: list them, and put leads on one or take them off it (an integration's "add to drip"). */
export function v1FlowRoutes(flows: V1Flows): V1Route[] {
  return [
    {
      method: 'get',
      path: '/flows',
      tag: 'Flows',
      summary: 'List flows',
      description:
        'The flows of the account with their steps and how many leads are on each now, up to limit (at most 100) a page; status filters them; next_cursor gives the next page.',
      scope: 'read',
      query: V1FlowListQuerySchema,
      responses: { 200: { description: 'The flows.', schema: V1FlowPageSchema } },
      handle: async (c) => {
        const q = parseQuery(c, V1FlowListQuerySchema);
        const matching = (await flows.list(c.var.caller.userId)).filter((f) => !q.status || f.status === q.status);
        return c.json(pageOfList(matching.map(v1Flow), q.limit, q.cursor));
      },
    },
    {
      method: 'get',
      path: '/flows/:id',
      tag: 'Flows',
      summary: 'Get a flow',
      description: 'One flow of the account with its steps and how many leads are on it now.',
      scope: 'read',
      responses: { 200: { description: 'The flow.', schema: V1FlowSchema }, 404: notFoundResponse },
      handle: async (c) => c.json(v1Flow(await flows.get(c.var.caller.userId, c.req.param('id') ?? ''))),
    },
    {
      method: 'post',
      path: '/flows/:id/enrol',
      tag: 'Flows',
      summary: 'Put leads on a flow',
      description:
        'Starts the flow for each lead (up to 500) that is not on it already. 409 while the flow is off; 404 if any lead is not in the account (none start).',
      scope: 'write',
      body: V1EnrolRequestSchema,
      example: leadIdsExample,
      responses: {
        200: { description: 'How many started and how many were on it already.', schema: V1EnrolResponseSchema },
        404: notFoundResponse,
        409: { description: 'The flow is not on.' },
      },
      handle: async (c) =>
        c.json(await flows.enrol(c.var.caller.userId, c.req.param('id') ?? '', (await parseJsonBody(c, V1EnrolRequestSchema)).lead_ids)),
    },
    {
      method: 'post',
      path: '/flows/:id/unenrol',
      tag: 'Flows',
      summary: 'Take leads off a flow',
      description:
        "Stops each lead's run of the flow (up to 500 leads); nothing more is sent to them from it. 404 if any lead is not in the account (none stop).",
      scope: 'write',
      body: V1EnrolRequestSchema,
      example: leadIdsExample,
      responses: {
        200: { description: 'How many leads were taken off and how many were not on the flow.', schema: V1UnenrolResponseSchema },
        404: notFoundResponse,
      },
      handle: async (c) =>
        c.json(await flows.unenrol(c.var.caller.userId, c.req.param('id') ?? '', (await parseJsonBody(c, V1EnrolRequestSchema)).lead_ids)),
    },
  ];
}
