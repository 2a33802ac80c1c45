import crypto from 'node:crypto';
import twilio from 'twilio';
import type { SmsConfig } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';

export type OutgoingSms = { to: string; from: string | undefined; body: string; statusCallback?: string };
/** `kept`: the outbox took it and nothing left the machine. */
export type SentSms = { providerId: string; status: 'sent' | 'queued' | 'delivered' | 'kept' };

/** Thrown for a refusal that will not change on retry (a bad number): the message fails at once. */
export class PermanentSmsError extends Error {
  override name = 'PermanentSmsError';
}

/**
 * Thrown when the request may have reached Twilio before it failed (the connection cut or timed
 * out after it was written, a 5xx): the text may be on its way, so a retry must ask Twilio
 * (`findSent`) before it sends again.
 */
export class MaybeSentSmsError extends Error {
  override name = 'MaybeSentSmsError';
}

/** Failures before the request could reach Twilio (no connection, no address, a refused certificate). */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ERR_INVALID_URL',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const PERMANENT_TWILIO_CODES = new Set([21211, 21408, 21610, 21612, 21614]);

/**
 * What a failed create says about the text: `refused` (Twilio answered no, for good), `not_sent`
 * (Twilio answered no for now, or the request never left: retry), `maybe_sent` (anything that may
 * have happened after Twilio read the request: ask Twilio before retrying). Unknown is maybe.
 */
export function sendFailureOf(error: unknown): 'refused' | 'not_sent' | 'maybe_sent' {
  const { code, status } = error as { code?: number | string; status?: number };
  if (typeof status === 'number') {
    if (status === 400 || (typeof code === 'number' && PERMANENT_TWILIO_CODES.has(code))) return 'refused';
    return status < 500 ? 'not_sent' : 'maybe_sent';
  }
  return typeof code === 'string' && NOT_SENT_CODES.has(code) ? 'not_sent' : 'maybe_sent';
}

export type SmsProvider = {
  readonly driver: 'outbox' | 'twilio';
  /** The Twilio account (operator's or agent's) whose requests and webhooks these are; undefined for the outbox. */
  readonly accountSid: string | undefined;
  /** Throws PermanentSmsError (refused for good), MaybeSentSmsError (ask before retrying), or another error (not sent). */
  send(sms: OutgoingSms): Promise<SentSms>;
  /**
   * Texts to `to` from `from` with this body created since `after`, oldest first: how a send
   * job that died or lost its connection mid-way learns that its text already went out, so it
   * never sends it twice. Twilio keeps no marker of ours on a message, so the caller skips the
   * ones it already recorded for another message.
   */
  findSent(sms: OutgoingSms, after: Date): Promise<SentSms[]>;
  /** Twilio's X-Twilio-Signature over the URL it called and the posted fields. */
  isValidSignature(url: string, params: Record<string, string>, signature: string | undefined): boolean;
};

/**
 * Local default: nothing leaves the machine; the message row is the outbox (listed at
 * /api/dev/outbox?to=+1... with DEV_MAILBOX) and the log shows the text outside production.
 */
export function createOutboxSmsProvider(logger: Logger, logBodies: boolean): SmsProvider {
  return {
    driver: 'outbox',
    accountSid: undefined,
    async send(sms) {
      const providerId = `outbox-${crypto.randomUUID()}`;
      if (logBodies) logger.info({ to: sms.to, from: sms.from }, `Text kept in the outbox (no TWILIO_ACCOUNT_SID):\n${sms.body}`);
      else logger.warn({ to: sms.to }, 'Text kept in the outbox, not delivered: set TWILIO_ACCOUNT_SID to send texts');
      return { providerId, status: 'kept' };
    },
    // Nothing went out before: the outbox is this database, and the message row says so.
    async findSent() {
      return [];
    },
    isValidSignature: () => false,
  };
}

/** A request client that sends the Twilio library's calls to `apiUrl` (tests, proxies). */
function redirectingClient(apiUrl: string) {
  const base = new URL(apiUrl);
  const client = new twilio.RequestClient();
  const request = client.request.bind(client);
  client.request = (opts) => {
    const target = new URL(opts.uri);
    target.protocol = base.protocol;
    target.host = base.host;
    return request({ ...opts, uri: target.toString() });
  };
  return client;
}

/** A Twilio account: the operator's (environment) or an agent's own (settings). */
export type TwilioCredentials = {
  accountSid: string;
  authToken: string;
  phoneNumber: string | undefined;
  messagingServiceSid: string | undefined;
  apiUrl: string | undefined;
};

export const twilioClient = (c: Pick<TwilioCredentials, 'accountSid' | 'authToken' | 'apiUrl'>) =>
  twilio(c.accountSid, c.authToken, c.apiUrl ? { httpClient: redirectingClient(c.apiUrl) } : {});

/** Twilio's own words: "Authenticate (Twilio error 20003)". */
export function twilioError(error: unknown): string {
  const e = error as { message?: string; code?: number };
  const message = (e.message ?? String(error)).trim();
  return e.code ? `${message} (Twilio error ${e.code})` : message;
}

/**
 * Checks an agent's credentials with real requests before they are kept: the account signs in,
 * the number is one of its numbers, the messaging service is one of its services.
 */
export async function verifyTwilioAccount(c: TwilioCredentials): Promise<{ ok: true } | { ok: false; error: string }> {
  const client = twilioClient(c);
  try {
    await client.api.v2010.accounts(c.accountSid).fetch();
    if (c.phoneNumber) {
      const numbers = await client.incomingPhoneNumbers.list({ phoneNumber: c.phoneNumber, limit: 1 });
      if (numbers.length === 0) return { ok: false, error: `${c.phoneNumber} is not a phone number of this Twilio account` };
    }
    if (c.messagingServiceSid) await client.messaging.v1.services(c.messagingServiceSid).fetch();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: twilioError(error) };
  }
}

/** Production: Twilio's REST API through the `twilio` library. */
export function createTwilioSmsProvider(config: TwilioCredentials): SmsProvider {
  const client = twilioClient(config);
  return {
    driver: 'twilio',
    accountSid: config.accountSid,
    async send(sms) {
      try {
        const sent = await client.messages.create({
          to: sms.to,
          body: sms.body,
          ...(sms.from ? { from: sms.from } : { messagingServiceSid: config.messagingServiceSid }),
          ...(sms.statusCallback ? { statusCallback: sms.statusCallback } : {}),
        });
        return { providerId: sent.sid, status: sent.status === 'delivered' ? 'delivered' : 'sent' };
      } catch (error) {
        const failure = sendFailureOf(error);
        if (failure === 'refused') throw new PermanentSmsError(error instanceof Error ? error.message : String(error), { cause: error });
        if (failure === 'maybe_sent') throw new MaybeSentSmsError(twilioError(error), { cause: error });
        throw error;
      }
    },
    async findSent(sms, after) {
      // Not filtered by DateSent: a text Twilio took but has not sent yet has none.
      const list = await client.messages.list({ to: sms.to, ...(sms.from ? { from: sms.from } : {}), limit: 50 });
      return list
        .filter((m) => m.body === sms.body && m.dateCreated >= after)
        .sort((a, b) => a.dateCreated.getTime() - b.dateCreated.getTime())
        .map((m) => ({ providerId: m.sid, status: 'sent' as const }));
    },
    isValidSignature(url, params, signature) {
      if (!signature) return false;
      return twilio.validateRequest(config.authToken, signature, url, params);
    },
  };
}

export function createSmsProvider(config: SmsConfig, logger: Logger, logBodies: boolean): SmsProvider {
  return config.driver === 'twilio' ? createTwilioSmsProvider(config) : createOutboxSmsProvider(logger, logBodies);
}
