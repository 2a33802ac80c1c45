import { useState } from 'react';
import { ChevronDown, Plus } from 'lucide-react';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { cn } from '@/lib/cn';
import { LeadOtherContacts } from './lead-other-contacts';
import { displayPhone } from '@porchlight/domain/leads/phone-display';

// The stage and status are changed in place in the page's header, so they are not repeated here.
const FACTS: [keyof LeadResponse, string][] = [
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['dealValue', 'Deal value'],
  ['expectedCloseDate', 'Expected close date'],
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

/** Ways to reach the lead: when missing, the page offers to add them rather than showing a blank. */
const REACH: (keyof LeadResponse)[] = ['phone', 'email'];
/** On a phone the first few facts show; the rest open on demand (one thumb, less scrolling). */
const PHONE_SHOWN = 4;

/** 1990-03-11 -> March 11, 1990 (a calendar date: no time zone shifts it). */
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function value(lead: LeadResponse, key: keyof LeadResponse) {
  if (key === 'email')
    return (
      <a className="text-primary underline" href={`mailto:${lead.email}`}>
        {lead.email}
      </a>
    );
  if (key === 'phone')
    return (
      <a className="text-primary underline" href={`tel:${lead.phone}`}>
        {displayPhone(lead.phone)}
      </a>
    );
  if (key === 'dealValue') return formatMoney(lead.dealValue);
  if (key === 'birthday' || key === 'purchaseDate' || key === 'expectedCloseDate') return longDate(String(lead[key]));
  return String(lead[key]);
}

/**
 * The lead's recorded fields (only those with a value; a missing phone or e-mail is offered to be
 * added through `onAdd`), e-mail and phone as links. Past the first few, collapsed on a phone.
 */
export function LeadFacts({ lead, onAdd }: { lead: LeadResponse; onAdd?: () => void }) {
  const [isExpanded, setExpanded] = useState(false);
  const facts = FACTS.filter(([key]) => lead[key] || (onAdd && REACH.includes(key)));
  const hidden = facts.length - PHONE_SHOWN + (lead.notes ? 1 : 0);
  const folded = (index: number) => !isExpanded && index >= PHONE_SHOWN && 'hidden sm:block';

  return (
    <div className="grid gap-2">
      <dl id={`facts-${lead.id}`} className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([key, label], index) => (
          <div key={key} className={cn(folded(index))}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="break-words">
              {lead[key] ? (
                value(lead, key)
              ) : (
                <button
                  type="button"
                  className="inline-flex min-h-8 items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
                  onClick={onAdd}
                >
                  <Plus className="size-3.5" aria-hidden="true" />
                  Add {label.toLowerCase()}
                </button>
              )}
            </dd>
          </div>
        ))}
        <LeadOtherContacts lead={lead} />
        {lead.notes && (
          <div className={cn('sm:col-span-2', folded(facts.length))}>
            <dt className="text-xs text-muted-foreground">Notes</dt>
            <dd className="whitespace-pre-line break-words">{lead.notes}</dd>
          </div>
        )}
      </dl>
      {hidden > 0 && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary sm:hidden"
          aria-expanded={isExpanded}
          aria-controls={`facts-${lead.id}`}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronDown className={cn('size-4 transition-transform', isExpanded && 'rotate-180')} aria-hidden="true" />
          {isExpanded ? 'Fewer details' : `${hidden} more ${hidden === 1 ? 'detail' : 'details'}`}
        </button>
      )}
    </div>
  );
}
