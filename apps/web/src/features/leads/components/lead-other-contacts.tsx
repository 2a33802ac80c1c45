import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { displayPhone } from '@porchlight/domain/leads/phone-display';

/**
 * What a book brought in from another CRM adds to a lead's facts: the other e-mails and phones
 * the export held (Email 2, Cell Phone 2, Work Phone), each a link with the label its column
 * gave it (issue 50), and when the lead was last worked there.
 */
export function LeadOtherContacts({
  lead,
}: {
  lead: Pick<LeadResponse, 'additionalEmails' | 'additionalPhones' | 'lastActivityAt'> & Partial<Pick<LeadResponse, 'contactLabels'>>;
}) {
  const emails = lead.additionalEmails ?? [];
  const phones = lead.additionalPhones ?? [];
  const labels = lead.contactLabels ?? {};
  const labelOf = (value: string) => (labels[value] ? <span className="mr-1 text-xs text-muted-foreground">{labels[value]}</span> : null);
  return (
    <>
      {emails.length > 0 && (
        <div>
          <dt className="text-xs text-muted-foreground">{emails.length === 1 ? 'Other email' : 'Other emails'}</dt>
          <dd className="grid break-words">
            {emails.map((email) => (
              <span key={email}>
                {labelOf(email)}
                <a className="text-primary underline" href={`mailto:${email}`}>
                  {email}
                </a>
              </span>
            ))}
          </dd>
        </div>
      )}
      {phones.length > 0 && (
        <div>
          <dt className="text-xs text-muted-foreground">{phones.length === 1 ? 'Other phone' : 'Other phones'}</dt>
          <dd className="grid break-words">
            {phones.map((phone) => (
              <span key={phone}>
                {labelOf(phone)}
                <a className="text-primary underline" href={`tel:${phone}`}>
                  {displayPhone(phone)}
                </a>
              </span>
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
