import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { displayPhone } from '@porchlight/domain/leads/phone-display';

/**
 * What a book brought in from another CRM adds to a lead's facts: the other e-mails and phones
 * the export held (Email 2, Phone 3), each a link, and when the lead was last worked there.
 */
export function LeadOtherContacts({ lead }: { lead: Pick<LeadResponse, 'additionalEmails' | 'additionalPhones' | 'lastActivityAt'> }) {
  const emails = lead.additionalEmails ?? [];
  const phones = lead.additionalPhones ?? [];
  return (
    <>
      {emails.length > 0 && (
        <div>
          <dt className="text-xs text-muted-foreground">{emails.length === 1 ? 'Other email' : 'Other emails'}</dt>
          <dd className="grid break-words">
            {emails.map((email) => (
              <a key={email} className="text-primary underline" href={`mailto:${email}`}>
                {email}
              </a>
            ))}
          </dd>
        </div>
      )}
      {phones.length > 0 && (
        <div>
          <dt className="text-xs text-muted-foreground">{phones.length === 1 ? 'Other phone' : 'Other phones'}</dt>
          <dd className="grid break-words">
            {phones.map((phone) => (
              <a key={phone} className="text-primary underline" href={`tel:${phone}`}>
                {displayPhone(phone)}
              </a>
            ))}
          </dd>
        </div>
      )}
      {lead.lastActivityAt && (
        <div>
          <dt className="text-xs text-muted-foreground">Last activity before import</dt>
          <dd>{new Date(lead.lastActivityAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}</dd>
        </div>
      )}
    </>
  );
}
