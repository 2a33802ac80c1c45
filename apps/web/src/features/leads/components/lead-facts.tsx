import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { LeadOtherContacts } from './lead-other-contacts';

const FACTS: [keyof LeadResponse, string][] = [
  ['stageName', 'Stage'],
  ['dealValue', 'Deal value'],
  ['expectedCloseDate', 'Expected close date'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['location', 'Location'],
  ['budget', 'Budget'],
  ['timeline', 'Timeline'],
  ['source', 'Source'],
  ['leadType', 'Lead type'],
  ['preferredContact', 'Preferred contact'],
  ['bestTime', 'Best time to reach'],
  ['platform', 'Platform'],
  ['birthday', 'Birthday'],
  ['purchaseDate', 'Purchase (closing) date'],
];

/** 1990-03-11 -> March 11, 1990 (a calendar date: no time zone shifts it). */
const longDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** The lead's recorded fields (those with a value), its e-mail and phone as links. */
export function LeadFacts({ lead }: { lead: LeadResponse }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {FACTS.filter(([key]) => lead[key]).map(([key, label]) => (
        <div key={key}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="break-words">
            {key === 'email' ? (
              <a className="text-primary underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            ) : key === 'phone' ? (
              <a className="text-primary underline" href={`tel:${lead.phone}`}>
                {lead.phone}
              </a>
            ) : key === 'dealValue' ? (
              formatMoney(lead.dealValue)
            ) : key === 'birthday' || key === 'purchaseDate' || key === 'expectedCloseDate' ? (
              longDate(String(lead[key]))
            ) : (
              String(lead[key])
            )}
          </dd>
        </div>
      ))}
      <LeadOtherContacts lead={lead} />
      {lead.notes && (
        <div className="sm:col-span-2">
          <dt className="text-xs text-muted-foreground">Notes</dt>
          <dd className="whitespace-pre-line break-words">{lead.notes}</dd>
        </div>
      )}
    </dl>
  );
}
