import dns from 'node:dns';
import { authenticate, dkimVerify, dmarc, type DMARCResult } from 'mailauth';
import { DMARC_RESULTS, type DmarcResult, type SenderAuthentication } from '@porchlight/domain/lead-capture/lead-email-sender';
import type { SmtpEnvelope } from './inbound-mail-server.ts';

/** One DNS query's wait (two tries), and the whole check's: past it the sender counts as unchecked (temperror). */
const DNS_TIMEOUT_MS = 3_000;
const CHECK_TIMEOUT_MS = 20_000;

export type DnsResolve = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** The DNS the check asks: the system's resolvers, or the operator's (LEAD_MAIL_DNS_SERVERS, "ip" or "ip:port"). */
export function createDnsResolve(servers: string[] | undefined): DnsResolve {
  const resolver = new dns.promises.Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

const dmarcOf = (result: DMARCResult | false | undefined): DmarcResult => {
  const value = result ? result.status.result : 'permerror';
  return (DMARC_RESULTS as readonly string[]).includes(value) ? (value as DmarcResult) : 'permerror';
};

/**
 * SPF, DKIM and DMARC for a lead e-mail (mailauth). From our SMTP receiver the session's remote
 * IP, HELO and MAIL FROM make SPF; from the agent's own mailbox there is no envelope, so only the
 * message's DKIM signatures count (they survive delivery and forwarding, and no header a sender
 * could write is trusted, such as Authentication-Results or Received).
 */
export function createSenderCheck({ resolve, mta }: { resolve: DnsResolve; mta: string }) {
  async function check(message: Buffer, envelope: SmtpEnvelope | null): Promise<SenderAuthentication> {
    if (envelope) {
      const result = await authenticate(message, {
        ip: envelope.ip,
        helo: envelope.helo,
        sender: envelope.mailFrom,
        mta,
        resolver: resolve,
        disableArc: true,
        disableBimi: true,
      });
      const signers = result.dkim.results.filter((r) => r.status.result === 'pass').map((r) => r.signingDomain);
      const summary = [
        signers.length ? `dkim=pass (${signers.join(', ')})` : 'dkim=none',
        `spf=${result.spf ? result.spf.status.result : 'none'}`,
        `dmarc=${dmarcOf(result.dmarc)}`,
      ].join(' ');
      return { dmarc: dmarcOf(result.dmarc), domain: result.dmarc ? result.dmarc.domain : null, summary };
    }
    const signatures = await dkimVerify(message, { resolver: resolve });
    const passed = signatures.results.filter((r) => r.status.result === 'pass');
    const headerFrom = signatures.headerFrom;
    const verdict = headerFrom
      ? await dmarc({
          headerFrom,
          spfDomains: [],
          dkimDomains: passed.map((r) => ({
            id: r.id,
            domain: r.signingDomain,
            aligned: r.status.aligned,
            underSized: r.status.underSized,
          })),
          resolver: resolve,
        })
      : false;
    const summary = [
      passed.length ? `dkim=pass (${passed.map((r) => r.signingDomain).join(', ')})` : 'dkim=none',
      `dmarc=${dmarcOf(verdict)}`,
    ].join(' ');
    return { dmarc: dmarcOf(verdict), domain: verdict ? verdict.domain : null, summary };
  }

  /** Never throws: a check that fails or takes too long leaves the sender unverified. */
  return async function checkSender(message: Buffer, envelope: SmtpEnvelope | null): Promise<SenderAuthentication> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<SenderAuthentication>((resolve) => {
      timer = setTimeout(() => resolve({ dmarc: 'temperror', domain: null, summary: 'the check took too long' }), CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([check(message, envelope), late]);
    } catch (error) {
      return {
        dmarc: 'temperror',
        domain: null,
        summary: `the check failed: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
      };
    } finally {
      clearTimeout(timer);
    }
  };
}
export type SenderCheck = ReturnType<typeof createSenderCheck>;
