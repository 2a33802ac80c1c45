import { z } from 'zod';

/** How a lead relates to a property, in the order a deal usually goes. */
export const LEAD_PROPERTY_KINDS = ['interested', 'toured', 'offered'] as const;
export type LeadPropertyKind = (typeof LEAD_PROPERTY_KINDS)[number];
export const LEAD_PROPERTY_KIND_LABELS: Record<LeadPropertyKind, string> = {
  interested: 'Interested in',
  toured: 'Toured',
  offered: 'Offered on',
};
/** The same, said of the lead on the property's page: "Dana toured it". */
export const LEAD_PROPERTY_KIND_DONE: Record<LeadPropertyKind, string> = {
  interested: 'is interested',
  toured: 'toured it',
  offered: 'made an offer',
};

/** One link per lead and property: linking again changes its kind (toured, then offered on). */
export const LinkLeadPropertyRequestSchema = z
  .object({
    leadId: z.uuid({ error: 'must be a lead id' }),
    propertyId: z.uuid({ error: 'must be a property id' }),
    kind: z.enum(LEAD_PROPERTY_KINDS, { error: 'must be interested, toured or offered' }),
  })
  .strict();
export type LinkLeadPropertyRequest = z.infer<typeof LinkLeadPropertyRequestSchema>;

export type LinkedPropertySummary = {
  id: string;
  address: string;
  city: string | null;
  state: string | null;
  currentPrice: number | null;
  status: string | null;
  coverPhotoUrl: string | null;
};
export type LinkedLeadSummary = { id: string; name: string; email: string | null; phone: string | null; status: string | null };

export type LeadPropertyLinkResponse = {
  id: string;
  kind: LeadPropertyKind;
  createdAt: string;
  lead: LinkedLeadSummary;
  property: LinkedPropertySummary;
};
export type LeadPropertyLinksResponse = { links: LeadPropertyLinkResponse[] };
