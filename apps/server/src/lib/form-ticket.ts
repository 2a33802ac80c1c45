import crypto from 'node:crypto';
import { LEAD_FORM_MIN_FILL_SECONDS, LEAD_FORM_TICKET_HOURS } from '@porchlight/domain/lead-capture/lead-form';

/**
 * The ticket a public form carries (the lead form, the booking page): when it was shown, signed
 * with the app's secret, so a submission proves how long the visitor had the form open without a
 * cookie or a third party. `purpose` keeps one form's tickets from passing for another's.
 */
export function createFormTickets(secret: string, now: () => number = Date.now, purpose = 'lead-form') {
  const sign = (publicId: string, shownAt: number) =>
    crypto.createHmac('sha256', secret).update(`${purpose}:${publicId}:${shownAt}`).digest('base64url');
  return {
    issue: (publicId: string) => {
      const shownAt = now();
      return `${shownAt}.${sign(publicId, shownAt)}`;
    },
    /** valid; too-fast (a bot: sent within seconds of showing); or invalid (forged, or open for more than a day). */
    check(publicId: string, ticket: string): 'valid' | 'too-fast' | 'invalid' {
      const [at, signature] = ticket.split('.');
      const shownAt = Number(at);
      if (!Number.isSafeInteger(shownAt) || !signature) return 'invalid';
      const expected = Buffer.from(sign(publicId, shownAt));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
      const age = now() - shownAt;
      if (age > LEAD_FORM_TICKET_HOURS * 3_600_000 || age < -60_000) return 'invalid';
      return age < LEAD_FORM_MIN_FILL_SECONDS * 1000 ? 'too-fast' : 'valid';
    },
  };
}
export type FormTickets = ReturnType<typeof createFormTickets>;
