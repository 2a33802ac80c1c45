import type { LinkLeadPropertyRequest, LeadPropertyLinkResponse } from '@porchlight/domain/leads/lead-property-links';
import type { TemplateResponse } from '@porchlight/domain/messaging/message-schemas';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import {
  V1KeyOwnerSchema,
  V1LeadPropertyLinkSchema,
  V1LinkLeadPropertyRequestSchema,
  V1MessageTemplateListSchema,
  V1SavedListingSchema,
  V1SaveListingRequestSchema,
} from '@porchlight/domain/public-api/v1-extension-schemas';
import type { z } from 'zod';
import { parseJsonBody } from '../../lib/validate.ts';
import { v1Property } from './v1-records.ts';
import type { V1Route } from './v1-route.ts';

/** What the browser extension's calls need from other modules, handed in by app composition. */
export type V1ExtensionPorts = {
  /** The agent's name and sign-in e-mail (the profile's). */
  agent(userId: string): Promise<{ name: string; email: string }>;
  /** The properties module: update the property with the same MLS number or address, else create one (402 past maxProperties). */
  saveListing(
    userId: string,
    request: z.output<typeof V1SaveListingRequestSchema>,
  ): Promise<{ outcome: 'created' | 'updated'; property: PropertyResponse }>;
  /** Lead-properties: link (or change the kind of) a lead and a property; 404 for either not in the account. */
  link(userId: string, request: LinkLeadPropertyRequest): Promise<{ link: LeadPropertyLinkResponse; created: boolean }>;
  templates(userId: string): Promise<TemplateResponse[]>;
};

export function v1ExtensionRoutes(ports: V1ExtensionPorts): V1Route[] {
  return [
    {
      method: 'get',
      path: '/me',
      tag: 'Account',
      summary: 'Who this key belongs to',
      description:
        'The key (its name and scope) and the agent it acts for: a tool shows where it is signed in. A browser extension key may call it.',
      scope: 'read',
      extension: true,
      responses: { 200: { description: 'The key and its agent.', schema: V1KeyOwnerSchema } },
      handle: async (c) => {
        const { keyId, keyName, scope, userId } = c.var.caller;
        return c.json({ key: { id: keyId, name: keyName, scope }, agent: await ports.agent(userId) });
      },
    },
    {
      method: 'post',
      path: '/properties/listing',
      tag: 'Properties',
      summary: 'Save a listing',
      description:
        "A listing as a page gave it (the browser extension's Save): the property with the same MLS number, else the same address, takes its fields and answers 200 (fields left out stay as they are); otherwise a new property, 201, and 402 past the plan's property limit.",
      scope: 'write',
      extension: true,
      body: V1SaveListingRequestSchema,
      example: {
        address: '12 Elm Street',
        city: 'Springfield',
        state: 'IL',
        currentPrice: 425000,
        mlsNumber: 'MLS-1001',
        listingUrl: 'https://listings.example/12-elm-street',
      },
      responses: {
        201: { description: 'A new property.', schema: V1SavedListingSchema },
        200: { description: 'The property with the same MLS number or address, updated.', schema: V1SavedListingSchema },
      },
      handle: async (c) => {
        const { outcome, property } = await ports.saveListing(c.var.caller.userId, await parseJsonBody(c, V1SaveListingRequestSchema));
        return c.json({ outcome, property: v1Property(property) }, outcome === 'created' ? 201 : 200);
      },
    },
    {
      method: 'post',
      path: '/lead-properties',
      tag: 'Leads',
      summary: 'Link a lead and a property',
      description:
        'The lead is interested in, toured or made an offer on the property: 201 for a new link, 200 when the pair was linked already (its kind is then changed). 404 when either is not in the account.',
      scope: 'write',
      extension: true,
      body: V1LinkLeadPropertyRequestSchema,
      example: { leadId: '00000000-0000-4000-8000-000000000000', propertyId: '00000000-0000-4000-8000-000000000001', kind: 'interested' },
      responses: {
        201: { description: 'The new link.', schema: V1LeadPropertyLinkSchema },
        200: { description: 'The link, its kind changed.', schema: V1LeadPropertyLinkSchema },
        404: { description: 'No such lead or property in this account.' },
      },
      handle: async (c) => {
        const { link, created } = await ports.link(c.var.caller.userId, await parseJsonBody(c, V1LinkLeadPropertyRequestSchema));
        return c.json(
          { id: link.id, kind: link.kind, leadId: link.lead.id, propertyId: link.property.id, createdAt: link.createdAt },
          created ? 201 : 200,
        );
      },
    },
    {
      method: 'get',
      path: '/message-templates',
      tag: 'Messages',
      summary: 'List message templates',
      description:
        "The agent's text and e-mail templates (Settings > Templates), by name: send one with POST /messages, its merge fields filled for the lead and property.",
      scope: 'read',
      extension: true,
      responses: { 200: { description: 'Every template of the account.', schema: V1MessageTemplateListSchema } },
      handle: async (c) => c.json({ data: await ports.templates(c.var.caller.userId) }),
    },
  ];
}
