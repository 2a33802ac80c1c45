import { describe, expect, it } from 'vitest';
import {
  LEAD_MAIL_PER_AGENT,
  LEAD_MAIL_PER_IP,
  LEAD_MAIL_PER_SENDER,
  senderVerdict,
  type SenderAuthentication,
  type SenderVerdict,
} from './lead-email-sender';
import type { LeadEmailPortal } from './portal-lead-email';

const auth = (dmarc: SenderAuthentication['dmarc'], domain: string | null): SenderAuthentication => ({
  dmarc,
  domain,
  summary: `dmarc=${dmarc}`,
});
const AGENT = ['dana.agent@example.com'];

describe("whether a lead e-mail is trusted as the portal's it names", () => {
  it.each<[string, string, LeadEmailPortal, SenderAuthentication | null, SenderVerdict]>([
    ['Zillow, DMARC pass for zillow.com', 'Rosa Ortiz <r8k2@convo.zillow.com>', 'Zillow', auth('pass', 'zillow.com'), { verified: true }],
    [
      'Realtor.com from its mail subdomain',
      'realtor.com <leads@email.realtor.com>',
      'Realtor.com',
      auth('pass', 'realtor.com'),
      { verified: true },
    ],
    [
      'a website vendor that passes DMARC for itself',
      'Site Leads <leads@idx-vendor.test>',
      'Website',
      auth('pass', 'idx-vendor.test'),
      { verified: true },
    ],
    [
      'the agent forwarding a Zillow lead by hand from their own address',
      'Dana Agent <dana.agent@example.com>',
      'Zillow',
      auth('pass', 'example.com'),
      { verified: true },
    ],
    [
      '"From: Zillow" with no signature and a failing SPF',
      'Zillow <leads@zillow.com>',
      'Zillow',
      auth('fail', 'zillow.com'),
      { verified: false, reason: 'It was not signed by zillow.com (no DKIM signature or SPF pass for zillow.com).' },
    ],
    [
      'a domain with no DMARC policy',
      'Leads <leads@nopolicy.test>',
      'Website',
      auth('none', 'nopolicy.test'),
      { verified: false, reason: 'nopolicy.test publishes no DMARC policy, so we cannot tell who sent it.' },
    ],
    [
      'DNS that did not answer',
      'Zillow <leads@zillow.com>',
      'Zillow',
      auth('temperror', 'zillow.com'),
      { verified: false, reason: "We could not look up zillow.com's DNS records to check the sender." },
    ],
    [
      'a look-alike domain that names Zillow',
      'Zillow <leads@zillow-leads.test>',
      'Zillow',
      auth('pass', 'zillow-leads.test'),
      { verified: false, reason: 'It names Zillow but comes from zillow-leads.test.' },
    ],
    [
      'someone else forwarding a Zillow lead from their own mailbox',
      'Mallory <mallory@example.com>',
      'Zillow',
      auth('pass', 'example.com'),
      { verified: false, reason: 'It names Zillow but comes from example.com.' },
    ],
    [
      'an e-mail kept before the check existed',
      'Zillow <leads@zillow.com>',
      'Zillow',
      null,
      { verified: false, reason: 'The sender was not checked.' },
    ],
  ])('%s', (_case, from, portal, result, verdict) => {
    expect(senderVerdict({ from, portal, auth: result, agentAddresses: AGENT })).toEqual(verdict);
  });
});

describe("the SMTP receiver's quotas", () => {
  it("count per sender below per remote address (shared by big providers), an agent's lead address in between", () => {
    expect(LEAD_MAIL_PER_SENDER).toEqual({ max: 10, windowSeconds: 600 });
    expect(LEAD_MAIL_PER_AGENT).toEqual({ max: 20, windowSeconds: 600 });
    expect(LEAD_MAIL_PER_IP).toEqual({ max: 100, windowSeconds: 600 });
  });
});
