import type {
  LeadPropertyLinkResponse,
  LeadPropertyLinksResponse,
  LinkLeadPropertyRequest,
} from '@porchlight/domain/leads/lead-property-links';
import { notFound } from '../../lib/http-errors.ts';
import type { LeadPropertiesRepository } from './lead-properties.repository.ts';

export const LEAD_NOT_FOUND = 'Lead not found';
export const PROPERTY_NOT_FOUND = 'Property not found';
export const LINK_NOT_FOUND = 'Link not found';

/** Which of the agent's properties a lead is interested in, toured or offered on, seen from either side. */
export function createLeadPropertiesService(repo: LeadPropertiesRepository) {
  return {
    async forLead(userId: string, leadId: string): Promise<LeadPropertyLinksResponse> {
      if (!(await repo.leadExists(userId, leadId))) throw notFound(LEAD_NOT_FOUND);
      return { links: await repo.forLead(userId, leadId) };
    },

    async forProperty(userId: string, propertyId: string): Promise<LeadPropertyLinksResponse> {
      if (!(await repo.propertyExists(userId, propertyId))) throw notFound(PROPERTY_NOT_FOUND);
      return { links: await repo.forProperty(userId, propertyId) };
    },

    async link(userId: string, request: LinkLeadPropertyRequest): Promise<{ link: LeadPropertyLinkResponse; created: boolean }> {
      // Both ends must be the agent's: another agent's lead or property is 404, as everywhere.
      if (!(await repo.leadExists(userId, request.leadId))) throw notFound(LEAD_NOT_FOUND);
      if (!(await repo.propertyExists(userId, request.propertyId))) throw notFound(PROPERTY_NOT_FOUND);
      const { id, created } = await repo.upsert(userId, request.leadId, request.propertyId, request.kind);
      const link = await repo.find(userId, id);
      if (!link) throw notFound(LINK_NOT_FOUND);
      return { link, created };
    },

    async unlink(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(LINK_NOT_FOUND);
    },
  };
}
export type LeadPropertiesService = ReturnType<typeof createLeadPropertiesService>;
