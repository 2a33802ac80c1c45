import { CALL_WEBHOOK_PATHS } from '@porchlight/domain/calls/call-schemas';
import type { Infra } from '../../infra.ts';
import { createSmsProvider } from '../../providers/sms/sms-provider.ts';
import { createTwilioPhoneNumbers } from '../../providers/sms/twilio-numbers.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createSmsInbound } from './sms-inbound.ts';
import { defineSmsNumberJobs } from './sms-numbers.jobs.ts';
import { createSmsNumbersRepository } from './sms-numbers.repository.ts';
import { createSmsNumbersService } from './sms-numbers.service.ts';
import type { SmsMessagingPorts } from './sms-ports.ts';
import { createSmsRepository } from './sms.repository.ts';
import { SMS_WEBHOOK_INBOUND_PATH, createSmsService } from './sms.service.ts';

export type SmsPorts = { limits: LimitGuard; messaging: SmsMessagingPorts };

/** Texting: the account's number and settings, sends, and what Twilio posts back. */
export function registerSms(infra: Infra, ports: SmsPorts) {
  const { config, db, jobs, logger } = infra;
  const repo = createSmsRepository(db);
  const twilio = config.sms.driver === 'twilio' ? config.sms : undefined;
  const numbers = createSmsNumbersService({
    repo: createSmsNumbersRepository(db),
    accounts: {
      settings: ports.messaging.settings,
      agent: ports.messaging.agent,
      smsAccount: repo.smsAccount,
      smsAccountsBySid: repo.smsAccountsBySid,
    },
    jobs,
    phoneNumbers: twilio ? createTwilioPhoneNumbers(twilio, `${config.appUrl}${CALL_WEBHOOK_PATHS.voice}`) : undefined,
    operatorSid: twilio?.accountSid,
    operatorNumber: twilio?.phoneNumber,
    inboundUrl: `${config.appUrl}${SMS_WEBHOOK_INBOUND_PATH}`,
    logger,
  });
  defineSmsNumberJobs(jobs, numbers);
  const sms = createSmsProvider(config.sms, logger, config.nodeEnv !== 'production');
  const texting = createSmsService({
    repo,
    messaging: ports.messaging,
    numbers,
    sms,
    limits: ports.limits,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    appSecretPrevious: config.appSecretPrevious,
    twilioApiUrl: config.sms.apiUrl,
  });
  const inbound = createSmsInbound({ repo, texting, numbers, messaging: ports.messaging, sms, publish: infra.bus.publish, logger });
  /**
   * The Twilio account and number the agent's calls go through (the calls module, issue 52):
   * their own Twilio account and its number when connected, else the operator's and the number
   * the account was given; no credentials without Twilio (the local outbox).
   */
  async function voiceLine(userId: string) {
    const { own, from, given } = await texting.fromNumber(userId);
    if (own)
      return {
        number: from,
        credentials: { accountSid: own.accountSid, authToken: texting.ownToken(own), apiUrl: config.sms.apiUrl },
      };
    return {
      number: given?.status === 'active' ? given.phoneNumber : null,
      credentials: twilio ? { accountSid: twilio.accountSid, authToken: twilio.authToken, apiUrl: twilio.apiUrl } : undefined,
    };
  }
  /**
   * The credentials of a Twilio account the agent's calls went through, to reach their recordings
   * (the calls module): their own account, or the operator's; none for an account they let go.
   */
  async function voiceAccount(userId: string, accountSid: string) {
    if (twilio && accountSid === twilio.accountSid) return { accountSid, authToken: twilio.authToken, apiUrl: twilio.apiUrl };
    const own = await repo.smsAccount(userId);
    if (own?.accountSid !== accountSid) return undefined;
    return { accountSid, authToken: texting.ownToken(own), apiUrl: config.sms.apiUrl };
  }
  return { ...texting, ...inbound, voiceLine, voiceAccount, numberOwner: numbers.ownerOf };
}

export type Texting = ReturnType<typeof registerSms>;
