import type { LeadListQuery, LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type { CreateLeadRequest, LeadResponse, UpdateLeadRequest } from '@porchlight/domain/leads/lead-schemas';
import {
  V1BulkLeadsRequestSchema,
  V1BulkLeadsResponseSchema,
  V1CreateLeadRequestSchema,
  V1LeadIntakeSchema,
  V1LeadListQuerySchema,
  V1LeadPageSchema,
  V1LeadSchema,
  V1UpdateLeadRequestSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { notFound } from '../../lib/http-errors.ts';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { bulkCreate, type Room } from './v1-bulk.ts';
import { decodeCursor, nextCursor } from './v1-cursor.ts';
import { v1Lead } from './v1-records.ts';
import type { V1Route } from './v1-route.ts';
import { UUID } from '../../lib/record-id.ts';

/** What a person sent in through the API became (lead-capture's intake, wired by compose). */
export type V1IntakeOutcome = { outcome: 'created' | 'matched' | 'held'; leadId: string | null };

/** The leads module's use-cases, handed in by app composition. */
export type V1Leads = {
  /** The API counts every match (its clients page by the total), not up to the screen's bound. */
  list(userId: string, query: LeadListQuery, options: { exactTotal: true }): Promise<LeadListResponse>;
  get(userId: string, id: string): Promise<LeadResponse>;
  /** A lead made as given (bulk): lead.created says via "api". */
  create(userId: string, request: CreateLeadRequest): Promise<LeadResponse>;
  /** One lead through the same intake as the public form: matched by e-mail or phone, held past maxLeads. */
  intake(userId: string, request: CreateLeadRequest): Promise<V1IntakeOutcome>;
  update(userId: string, id: string, request: UpdateLeadRequest): Promise<LeadResponse>;
  remove(userId: string, id: string): Promise<void>;
};

export const LEAD_NOT_FOUND = 'Lead not found';
const leadId = (id: string) => {
  if (!UUID.test(id)) throw notFound(LEAD_NOT_FOUND);
  return id;
};
const INTAKE_STATUS = { created: 201, matched: 200, held: 202 } as const;
const notFoundResponse = { description: 'No such lead in this account.' };

export function v1LeadRoutes(leads: V1Leads, room: Room): V1Route[] {
  return [
    {
      method: 'get',
      path: '/leads',
      tag: 'Leads',
      summary: 'List leads',
      description: 'Newest first by default; filter as the Leads screen does. Pass next_cursor back as cursor for the next page.',
      scope: 'read',
      // The extension's lead search (search as you type).
      extension: true,
      query: V1LeadListQuerySchema,
      responses: { 200: { description: 'A page of leads.', schema: V1LeadPageSchema } },
      handle: async (c) => {
        const { cursor, ...filters } = parseQuery(c, V1LeadListQuerySchema);
        const page = decodeCursor(cursor);
        const { leads: data, total, limit } = await leads.list(c.var.caller.userId, { ...filters, page }, { exactTotal: true });
        return c.json({ data: data.map(v1Lead), next_cursor: nextCursor(page, limit, total), total });
      },
    },
    {
      method: 'post',
      path: '/leads',
      tag: 'Leads',
      summary: 'Send in a lead',
      // The extension's Save contact.
      extension: true,
      description:
        'The webhook intake for forms, Zapier and Make: a person with the e-mail or phone of an existing lead is noted on that lead ("A lead came back"); otherwise a new hot lead is made and the agent notified; past the plan\'s lead limit the person is held for the agent (202) rather than lost.',
      scope: 'write',
      body: V1CreateLeadRequestSchema,
      example: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone: '+1 512 555 0100',
        source: 'Zapier',
        notes: 'Wants a 3-bed near the park',
      },
      responses: {
        201: { description: 'A new lead.', schema: V1LeadIntakeSchema },
        200: { description: 'The lead with this e-mail or phone, with a note added.', schema: V1LeadIntakeSchema },
        202: {
          description: "Held: the plan's lead limit is reached; the agent is told and can make the lead later.",
          schema: V1LeadIntakeSchema,
        },
      },
      handle: async (c) => {
        const { userId } = c.var.caller;
        const request = await parseJsonBody(c, V1CreateLeadRequestSchema);
        const { outcome, leadId: id } = await leads.intake(userId, request);
        const lead = id ? v1Lead(await leads.get(userId, id)) : null;
        return c.json({ outcome, lead }, INTAKE_STATUS[outcome]);
      },
    },
    {
      method: 'post',
      path: '/leads/bulk',
      tag: 'Leads',
      summary: 'Create up to 1,000 leads',
      description:
        "All records are validated first (400 names the field, e.g. leads.3.email). 402 when they do not all fit under the plan's lead limit. No deduplication: use POST /leads for people writing in.",
      scope: 'write',
      body: V1BulkLeadsRequestSchema,
      example: {
        leads: [
          { name: 'Ana Lima', email: 'ana@example.com' },
          { name: 'Ben Okafor', phone: '+1 512 555 0101' },
        ],
      },
      responses: { 201: { description: 'The leads made, and any record that failed.', schema: V1BulkLeadsResponseSchema } },
      handle: async (c) => {
        const { userId } = c.var.caller;
        const { leads: items } = await parseJsonBody(c, V1BulkLeadsRequestSchema);
        return c.json(await bulkCreate(userId, items, 'maxLeads', room, async (item) => v1Lead(await leads.create(userId, item))), 201);
      },
    },
    {
      method: 'get',
      path: '/leads/:id',
      tag: 'Leads',
      summary: 'Get a lead',
      description: 'One lead of the account, with its pipeline stage, deal value and who it is assigned to.',
      scope: 'read',
      responses: {
        200: { description: 'The lead.', schema: V1LeadSchema },
        404: {
          description:
            'No such lead in this account. A lead merged into another (until the merge is undone) answers 404 with `merged_into`, the id of the lead it is now part of.',
        },
      },
      handle: async (c) => c.json(v1Lead(await leads.get(c.var.caller.userId, leadId(c.req.param('id') ?? '')))),
    },
    {
      method: 'patch',
      path: '/leads/:id',
      tag: 'Leads',
      summary: 'Update a lead',
      description: 'Fields left out stay as they are; null or "" clears one.',
      scope: 'write',
      body: V1UpdateLeadRequestSchema,
      example: { status: 'warm', tags: ['buyer'] },
      responses: { 200: { description: 'The lead after the change.', schema: V1LeadSchema }, 404: notFoundResponse },
      handle: async (c) => {
        const id = leadId(c.req.param('id') ?? '');
        return c.json(v1Lead(await leads.update(c.var.caller.userId, id, await parseJsonBody(c, V1UpdateLeadRequestSchema))));
      },
    },
    {
      method: 'delete',
      path: '/leads/:id',
      tag: 'Leads',
      summary: 'Delete a lead',
      description: 'Deletes the lead; it cannot be undone.',
      scope: 'write',
      responses: { 204: { description: 'Deleted.' }, 404: notFoundResponse },
      handle: async (c) => {
        await leads.remove(c.var.caller.userId, leadId(c.req.param('id') ?? ''));
        return c.body(null, 204);
      },
    },
  ];
}
