import type { CreateLeadRequest } from '@porchlight/domain/leads/lead-schemas';
import type { LeadCaptureRepository } from './lead-capture.repository.ts';
import { HELD_URL } from './lead-capture.service.ts';
import type { IncomingLead, LeadIntake } from './lead-intake.ts';

/**
 * POST /api/v1/leads (issue 19's webhook intake): a person sent in through the API, as the public
 * form's intake takes them; held ones are kept with the form's held submissions.
 */
export function createApiIntake(intake: LeadIntake, repo: Pick<LeadCaptureRepository, 'record'>) {
  return async function intakeFromApi(userId: string, request: CreateLeadRequest) {
    const { notes, ...fields } = request;
    // Every field of the request reaches leads.create: the intake passes the lead through as given.
    const lead = {
      ...fields,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      message: notes ?? null,
      source: fields.source ?? 'API',
      status: fields.status ?? 'hot',
    } as IncomingLead;
    const result = await intake(userId, lead, { way: 'api', did: 'came in through the API', notes: [], heldUrl: HELD_URL });
    if (result.outcome === 'held') {
      const kept = {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        location: lead.location ?? null,
        budget: lead.budget ?? null,
        timeline: lead.timeline ?? null,
        leadType: lead.leadType ?? null,
        message: lead.message,
      };
      await repo.record(userId, { outcome: 'held', leadId: null, fields: kept, consent: false, consentText: null });
    }
    return result;
  };
}
