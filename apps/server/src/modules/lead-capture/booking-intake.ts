import type { LeadCaptureRepository } from './lead-capture.repository.ts';
import { HELD_URL } from './lead-capture.service.ts';
import type { IncomingLead, LeadIntake } from './lead-intake.ts';

/** Who booked on the agent's public booking page (issue 53). */
export type BookingVisitor = { name: string; email: string | null; phone: string | null; message: string | null };

/**
 * A person who booked on the agent's booking page comes in as a form's visitor does: matched to
 * the lead with the same e-mail or phone, else a new lead (routed, answered by the instant reply),
 * else, past the plan's lead limit, held with the form's held submissions (no lead to book with).
 */
export function createBookingIntake(intake: LeadIntake, repo: Pick<LeadCaptureRepository, 'record'>) {
  return async function intakeFromBooking(userId: string, visitor: BookingVisitor, what: string) {
    const lead: IncomingLead = { ...visitor, source: 'Booking page', status: 'hot' };
    const result = await intake(userId, lead, {
      way: 'booking-page',
      did: `booked a ${what} on your booking page`,
      notes: [],
      heldUrl: HELD_URL,
    });
    if (result.outcome === 'held') {
      const fields = { ...visitor, location: null, budget: null, timeline: null, leadType: null };
      await repo.record(userId, { outcome: 'held', leadId: null, fields, consent: false, consentText: null });
    }
    return result;
  };
}
