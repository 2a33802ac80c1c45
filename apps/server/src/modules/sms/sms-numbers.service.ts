import crypto from 'node:crypto';
import { DEFAULT_NUMBER_SEARCH, numberSearchOf } from '@porchlight/domain/messaging/number-search';
import type { SmsNumberResponse } from '@porchlight/domain/messaging/message-schemas';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { twilioError } from '../../providers/sms/sms-provider.ts';
import { NumberRefusedError, type PhoneNumbers } from '../../providers/sms/twilio-numbers.ts';
import type { SmsMessagingPorts } from './sms-ports.ts';
import type { SmsRepository } from './sms.repository.ts';
import type { SmsNumbersRepository } from './sms-numbers.repository.ts';

export const SMS_NUMBER_BUY_QUEUE = 'messaging.sms-number-buy';
export const SMS_NUMBER_RELEASE_QUEUE = 'messaging.sms-number-release';
export const SMS_NUMBERS_SWEEP_QUEUE = 'messaging.sms-numbers-sweep';
/** How long a text that reached no account is kept for the operator. */
export const UNROUTED_TEXT_DAYS = 30;
/**
 * How long a bought number stays the account's after SMS is turned off: its leads still reach
 * it, turning SMS back on keeps it, and switching on and off cannot buy a number each time.
 */
export const NUMBER_KEPT_DAYS = 7;

export type SmsNumbersDeps = {
  repo: SmsNumbersRepository;
  /** The account's texting setting and agent (messaging), and its own Twilio account (if any). */
  accounts: Pick<SmsMessagingPorts, 'settings' | 'agent'> & Pick<SmsRepository, 'smsAccount' | 'smsAccountsBySid'>;
  jobs: JobQueue;
  /** The operator's Twilio account, which buys the numbers; undefined while texts stay in the local outbox. */
  phoneNumbers: PhoneNumbers | undefined;
  operatorSid: string | undefined;
  /** The operator's TWILIO_PHONE_NUMBER: its country is where numbers are bought for an agent whose profile has no phone. */
  operatorNumber: string | undefined;
  /** Where Twilio posts the texts to a bought number. */
  inboundUrl: string;
  logger: Logger;
};

/** The name a bought number carries at Twilio, so a buy that died before it was recorded finds it. */
const friendlyName = (numberId: string) => `Porchlight ${numberId}`;
/** A stand-in while texts stay in the outbox: +1 555 and seven digits, never a real line (555 is no area code). */
const standInNumber = () => `+1555${crypto.randomInt(0, 10_000_000).toString().padStart(7, '0')}`;

/**
 * Each account's own texting number (decision 044). With the operator's Twilio account, turning
 * SMS on buys one (a job: AvailablePhoneNumbers near the agent, then IncomingPhoneNumbers with
 * our inbound webhook) and a week after it is turned off a sweep releases it; in the local
 * outbox mode the account gets a stand-in at once. An agent's own Twilio account brings its own numbers. An inbound text is
 * given to the account whose number it was sent to, and to no other.
 */
export function createSmsNumbersService(deps: SmsNumbersDeps) {
  const { repo, accounts, jobs, logger } = deps;

  async function claim(userId: string) {
    const current = await repo.given(userId);
    if (current?.releaseAfter) await repo.keep(current.id);
    if (current && current.status !== 'failed') return;
    if (current) await repo.remove(current.id); // failed before: this is the agent's "try again"
    if (!deps.phoneNumbers) {
      for (let tries = 0; tries < 5; tries += 1) {
        if (await repo.insertGiven(repo.db, { userId, source: 'local', status: 'active', phoneNumber: standInNumber(), accountSid: null }))
          return;
        if (await repo.given(userId)) return; // another request gave it one
      }
      throw new Error('No free stand-in number after 5 tries');
    }
    await repo.db.transaction(async (tx) => {
      const row = await repo.insertGiven(tx, {
        userId,
        source: 'bought',
        status: 'buying',
        phoneNumber: null,
        accountSid: deps.operatorSid ?? null,
      });
      if (row) await jobs.enqueue(tx, SMS_NUMBER_BUY_QUEUE, { numberId: row.id }, { accountId: userId, uniqueKey: row.id });
    });
  }

  return {
    /** The account has a number of its own exactly while SMS is on and it has no Twilio account of its own. */
    async keepInStep(userId: string, now = new Date()) {
      const [settings, own] = await Promise.all([accounts.settings(userId), accounts.smsAccount(userId)]);
      if (settings.smsEnabled && !own) await claim(userId);
      else await repo.letGo(userId, new Date(now.getTime() + NUMBER_KEPT_DAYS * 86_400_000));
    },

    given: (userId: string) => repo.given(userId),

    async response(userId: string): Promise<SmsNumberResponse> {
      const row = await repo.given(userId);
      return {
        number: row
          ? {
              phone_number: row.phoneNumber,
              status: row.status,
              error: row.error,
              local: row.source === 'local',
              released_after: row.releaseAfter?.toISOString() ?? null,
            }
          : null,
      };
    },

    /** The numbers of the agent's own Twilio account become theirs; 409 when one already reaches another account. */
    async useOwnNumbers(userId: string, accountSid: string, phoneNumbers: string[]) {
      const [taken] = await repo.replaceOwn(userId, accountSid, phoneNumbers);
      if (taken)
        throw new HttpError(409, `${taken} already receives another Porchlight account's texts: a number can reach one account only`);
    },
    removeOwnNumbers: (userId: string) => repo.removeOwn(userId),

    /**
     * Whose text this is: the account that owns the number it was sent to, when the Twilio
     * account that signed the webhook holds that number (`signer`; null for the development
     * route, which only ever sends to the caller's own number). A number of an agent's own
     * Twilio account that they did not name (one of its messaging service's) is theirs when
     * that Twilio account is connected to no other account. Anything else is nobody's: never a
     * guess from who last texted the sender.
     */
    async ownerOf(to: string, signer: string | null): Promise<{ userId: string } | { reason: string }> {
      const row = to ? await repo.byNumber(to) : undefined;
      if (row) {
        if (!row.userId || row.status !== 'active') return { reason: 'the number belongs to no account now' };
        if (signer !== null && row.accountSid !== signer)
          return { reason: 'signed by another Twilio account than the one holding the number' };
        return { userId: row.userId };
      }
      if (signer && signer !== deps.operatorSid) {
        const own = await accounts.smsAccountsBySid(signer);
        if (own.length === 1) return { userId: own[0]!.userId };
      }
      return { reason: 'no account owns the number' };
    },

    keepUnrouted: repo.keepUnrouted,

    /** The buy job: one per number row, so never two buys for one row; a rerun finds the number by its name. */
    async buy(numberId: string) {
      const row = await repo.byId(numberId);
      if (!row || row.status !== 'buying' || !deps.phoneNumbers) return;
      const agent = row.userId ? await accounts.agent(row.userId) : undefined;
      const search = numberSearchOf(agent?.phone) ?? numberSearchOf(deps.operatorNumber) ?? DEFAULT_NUMBER_SEARCH;
      let number;
      try {
        number = await deps.phoneNumbers.obtain(search, friendlyName(row.id), deps.inboundUrl);
      } catch (error) {
        await repo.noteError(row.id, `Twilio: ${twilioError(error)}`, error instanceof NumberRefusedError);
        if (error instanceof NumberRefusedError) return;
        throw error;
      }
      await repo.activate(row.id, number.phoneNumber, number.sid);
      logger.info({ userId: row.userId, phoneNumber: number.phoneNumber }, 'Texting number bought');
    },
    /** After the last failed try, the agent sees why and may try again. */
    buyFailed: (numberId: string, error: string) => repo.noteError(numberId, `Twilio: ${error}`, true),

    /** The release job: a number let go long enough ago, or of a deleted account, goes back to Twilio (a stand-in or an own number is only forgotten). */
    async release(numberId: string, now = new Date()) {
      const row = await repo.byId(numberId);
      if (!row || (row.userId && !(row.releaseAfter && row.releaseAfter <= now))) return; // kept after all
      if (row.source === 'bought') {
        if (deps.phoneNumbers) {
          const sid = row.numberSid ?? (await deps.phoneNumbers.find(friendlyName(row.id)))?.sid;
          if (sid) await deps.phoneNumbers.release(sid);
        } else if (row.phoneNumber) {
          logger.warn(
            { phoneNumber: row.phoneNumber },
            'A bought texting number was let go while Twilio is not set up: release it in the Twilio console',
          );
        }
      }
      await repo.remove(row.id);
    },

    /**
     * Every 10 minutes: numbers let go 7 days ago, or of deleted accounts, are released; accounts
     * with SMS on and no number get one (after an upgrade; stand-ins are replaced once Twilio is
     * set up); texts that reached no account are forgotten after 30 days.
     */
    async sweep(now = new Date()) {
      const due = await repo.toRelease(now);
      // Keyed by the row and its release time: a number kept and let go again is released again.
      if (due.length > 0)
        await jobs.enqueueMany(
          repo.db,
          SMS_NUMBER_RELEASE_QUEUE,
          due.map(({ id, releaseAfter }) => ({
            payload: { numberId: id },
            uniqueKey: `release:${id}:${releaseAfter?.toISOString() ?? 'owner-deleted'}`,
          })),
        );
      if (deps.phoneNumbers) await repo.removeStandIns();
      for (const userId of await repo.accountsWithoutNumber()) await claim(userId);
      await repo.forgetUnroutedBefore(new Date(now.getTime() - UNROUTED_TEXT_DAYS * 86_400_000));
    },
  };
}

export type SmsNumbersService = ReturnType<typeof createSmsNumbersService>;
