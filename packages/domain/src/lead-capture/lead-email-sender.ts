// Who really sent a lead e-mail. Anyone can write "From: Zillow" on a message; only the domain's
// own DKIM signature or its own mail servers (SPF), aligned with the From domain (DMARC), prove
// it. A lead e-mail becomes a lead by itself, with the agent's instant reply and flows, only
// when that proof holds; otherwise it waits, marked unverified, for the agent to look at.

import { portalOfSender, type LeadEmailPortal } from './portal-lead-email';

/** The DMARC outcome for the From domain, as a mail receiver computes it (RFC 7489). */
export const DMARC_RESULTS = ['pass', 'fail', 'none', 'temperror', 'permerror'] as const;
export type DmarcResult = (typeof DMARC_RESULTS)[number];

/** What the sender check found, kept with the e-mail. */
export type SenderAuthentication = {
  dmarc: DmarcResult;
  /** The From domain that was checked (its organisational domain), null when the From had no domain. */
  domain: string | null;
  /** "dkim=pass (zillow.com) spf=fail dmarc=pass": for the agent and for support. */
  summary: string;
};

export type SenderVerdict = { verified: true } | { verified: false; reason: string };

/** Kept with each e-mail: the check on arrival and, once the e-mail is read, the verdict. */
export type SenderCheck = SenderAuthentication & { verified?: boolean; reason?: string | null };

/** What the agent's list shows of the check (null for e-mails kept before it, or not yet read). */
export type LeadEmailSender = { verified: boolean; reason: string | null; summary: string };

const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

/**
 * Whether a lead e-mail read as `portal` is trusted as that portal's (or, for a website vendor,
 * as its sender's). DMARC must pass for the From domain, and the From domain must be the
 * portal's own: a message from any other domain that names Zillow is not Zillow's. The one
 * exception is the agent forwarding a lead by hand from their own address (their sign-in e-mail),
 * which DMARC proves is theirs.
 */
export function senderVerdict(input: {
  from: string;
  portal: LeadEmailPortal;
  auth: SenderAuthentication | null;
  agentAddresses: string[];
}): SenderVerdict {
  const { from, portal, auth } = input;
  if (!auth) return { verified: false, reason: 'The sender was not checked.' };
  const domain = auth.domain ?? 'the sender';
  if (auth.dmarc === 'temperror') return { verified: false, reason: `We could not look up ${domain}'s DNS records to check the sender.` };
  if (auth.dmarc === 'none') return { verified: false, reason: `${domain} publishes no DMARC policy, so we cannot tell who sent it.` };
  if (auth.dmarc !== 'pass')
    return { verified: false, reason: `It was not signed by ${domain} (no DKIM signature or SPF pass for ${domain}).` };
  const ownAddress = input.agentAddresses.some((address) => address.toLowerCase() === addressOf(from));
  if (portal !== 'Website' && portalOfSender(from) !== portal && !ownAddress)
    return { verified: false, reason: `It names ${portal} but comes from ${domain}.` };
  return { verified: true };
}

/** How many messages our SMTP receiver takes per window, per key, before it answers "try later". */
export type MailQuota = { max: number; windowSeconds: number };

/**
 * Per MAIL FROM address: a portal sends a lead at a time; 20 in 3 s is a flood. A real server
 * told 450 tries again later, so a burst of real leads is delayed, never lost.
 */
export const LEAD_MAIL_PER_SENDER: MailQuota = { max: 10, windowSeconds: 600 };
/**
 * Per remote IP address, higher than per sender: Gmail and Outlook forward many agents' lead
 * e-mails from the same few addresses. Past it the connection is closed with 421.
 */
export const LEAD_MAIL_PER_IP: MailQuota = { max: 100, windowSeconds: 600 };
/** Per agent (their lead address), whoever sends: what one agent's book takes in ten minutes. */
export const LEAD_MAIL_PER_AGENT: MailQuota = { max: 20, windowSeconds: 600 };
