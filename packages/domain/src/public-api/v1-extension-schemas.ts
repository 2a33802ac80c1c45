import { z } from 'zod';
import { LEAD_PROPERTY_KINDS, LinkLeadPropertyRequestSchema } from '../leads/lead-property-links.ts';
import { MESSAGE_CHANNELS } from '../messaging/message-schemas.ts';
import { CreatePropertyRequestSchema } from '../properties/property-schemas.ts';
import { API_KEY_SCOPES } from './api-keys.ts';
import { V1PropertySchema } from './v1-schemas.ts';

// The public API's operations the browser extension calls (decision 063), beside the leads and
// messages ones it shares with every integration. A device key opens only those.

/** GET /api/v1/me: whose key this is, so a tool (the extension) can say where it is signed in. */
export const V1KeyOwnerSchema = z.object({
  key: z.object({ id: z.uuid(), name: z.string(), scope: z.enum(API_KEY_SCOPES) }),
  agent: z.object({ name: z.string(), email: z.string() }),
});

/** POST /api/v1/properties/listing: a property as a listing page gave it (no watch: that counts against alerts). */
export const V1SaveListingRequestSchema = CreatePropertyRequestSchema.omit({ isWatched: true });
export const V1_SAVED_LISTING_OUTCOMES = ['created', 'updated'] as const;
export const V1SavedListingSchema = z.object({ outcome: z.enum(V1_SAVED_LISTING_OUTCOMES), property: V1PropertySchema });

export const V1LinkLeadPropertyRequestSchema = LinkLeadPropertyRequestSchema;
export const V1LeadPropertyLinkSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEAD_PROPERTY_KINDS),
  leadId: z.uuid(),
  propertyId: z.uuid(),
  createdAt: z.iso.datetime(),
});

/** The agent's message templates, to send a saved listing with. */
export const V1MessageTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string().nullable(),
  body: z.string(),
  updated_at: z.iso.datetime(),
});
export const V1MessageTemplateListSchema = z.object({ data: z.array(V1MessageTemplateSchema) });
