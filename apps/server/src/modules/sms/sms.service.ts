import type { ConnectSmsAccountRequest, SmsSettingsRequest } from '@porchlight/domain/messaging/message-schemas';
import type { SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import { HttpError } from '../../lib/http-errors.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import { createTwilioSmsProvider, verifyTwilioAccount, type SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { SmsNumbersService } from './sms-numbers.service.ts';
import type { SmsMessagingPorts } from './sms-ports.ts';
import type { SmsRepository } from './sms.repository.ts';

export const SMS_WEBHOOK_INBOUND_PATH = '/api/sms/webhooks/inbound';
export const SMS_WEBHOOK_STATUS_PATH = '/api/sms/webhooks/status';

export type SmsDeps = {
  repo: SmsRepository;
  messaging: SmsMessagingPorts;
  /** Each account's own texting number, and whose a text sent to a number is (decision 044). */
  numbers: SmsNumbersService;
  /** The operator's Twilio account (or the local outbox). */
  sms: SmsProvider;
  limits: LimitGuard;
  appUrl: string;
  appSecret: string;
  /** Former APP_SECRETs: tokens sealed under them still open. */
  appSecretPrevious?: readonly string[];
  /** Where agents' own Twilio clients send their requests (tests, proxies); Twilio itself when unset. */
  twilioApiUrl?: string;
  now?: () => Date;
};

type TextToSend = { userId: string; toAddress: string | null; fromAddress: string | null; body: string; updatedAt: Date; id: string };

/** Texting: the agent's number or own Twilio account, SMS settings and status, and sending a text. */
export function createSmsService(deps: SmsDeps) {
  const { repo, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createSecretBox(deps.appSecret, 'sms-account-auth-token', deps.appSecretPrevious);

  type SmsAccountRow = NonNullable<Awaited<ReturnType<typeof repo.smsAccount>>>;
  const ownProvider = (own: SmsAccountRow) =>
    createTwilioSmsProvider({
      accountSid: own.accountSid,
      authToken: tokens.open(own.authTokenEncrypted),
      phoneNumber: own.phoneNumber ?? undefined,
      messagingServiceSid: own.messagingServiceSid ?? undefined,
      apiUrl: deps.twilioApiUrl,
    });

  /**
   * How the agent's texts go out: through their own Twilio account when they connected one
   * (its number or messaging service), else the operator's, from the number the account was
   * given (decision 044: never a number another account shares, or replies could not be told apart).
   */
  async function fromNumber(userId: string) {
    const [settings, own] = await Promise.all([deps.messaging.settings(userId), repo.smsAccount(userId)]);
    if (own)
      return {
        settings,
        own,
        provider: ownProvider(own),
        from: own.phoneNumber,
        hasMessagingService: Boolean(own.messagingServiceSid),
        given: undefined,
      };
    const given = await deps.numbers.given(userId);
    return {
      settings,
      own: undefined,
      provider: deps.sms,
      from: given?.status === 'active' ? given.phoneNumber : null,
      hasMessagingService: false,
      given,
    };
  }
  const providerOf = async (userId: string) => (await fromNumber(userId)).provider;

  /** The number the agent's texts come from; 409 when SMS is off or there is nothing to send from. */
  async function sender(userId: string) {
    const { settings, from, hasMessagingService, given } = await fromNumber(userId);
    if (!settings.smsEnabled) throw new HttpError(409, 'SMS messaging disabled. Please enable SMS in Notifications to send text messages.');
    if (given?.status === 'buying') throw new HttpError(409, 'Your texting number is still being set up: try again in a moment.');
    if (given?.status === 'failed')
      throw new HttpError(
        409,
        `Your texting number could not be set up (${given.error ?? 'unknown error'}): try again in Settings > Notifications.`,
      );
    if (!from && !hasMessagingService)
      throw new HttpError(409, 'Phone number not configured: turn SMS on again in Settings > Notifications.');
    return from;
  }

  async function smsStatus(userId: string): Promise<SmsStatusResponse> {
    const { settings, from, hasMessagingService, provider } = await fromNumber(userId);
    const canSend = Boolean(from) || hasMessagingService;
    const usage = await repo.monthUsage(userId, now());
    const s = await limits.status(userId, 'smsNotifications');
    const { limit, remaining } = Number.isFinite(s.allowed) ? { limit: s.allowed, remaining: s.remaining } : { limit: -1, remaining: -1 };
    return {
      success: true,
      data: {
        enabled: settings.smsEnabled && canSend,
        phone_number: from,
        current_month_usage: { sent: usage.sent, received: usage.received, total: usage.sent + usage.received, limit, remaining },
        status: !settings.smsEnabled ? 'disabled' : canSend ? 'active' : 'not_configured',
        // The stand-in number of a server without Twilio sends nothing: texts stay in its outbox.
        delivers: settings.smsEnabled && canSend && provider.driver === 'twilio',
      },
    };
  }

  /** The channel messaging sends texts through. */
  const channel = {
    sender,
    async deliver(message: TextToSend) {
      const provider = await providerOf(message.userId);
      return provider.send({
        to: message.toAddress!,
        from: message.fromAddress ?? undefined,
        body: message.body,
        statusCallback: provider.driver === 'twilio' ? `${deps.appUrl}${SMS_WEBHOOK_STATUS_PATH}` : undefined,
      });
    },
    /** Asks Twilio whether a text left "sending" went out: its SID, unless another text of ours has it. */
    async findSent(message: TextToSend): Promise<string | undefined> {
      const provider = await providerOf(message.userId);
      if (provider.driver !== 'twilio') return undefined;
      const candidates = await provider.findSent(
        { to: message.toAddress!, from: message.fromAddress ?? undefined, body: message.body },
        new Date(message.updatedAt.getTime() - 60_000),
      );
      const others = await repo.smsIdsOfOthers(
        message.id,
        candidates.map((c) => c.providerId),
      );
      return candidates.find((c) => !others.has(c.providerId))?.providerId;
    },
  };

  return {
    channel,
    fromNumber,
    smsStatus,
    ownProvider,
    /** An agent's own Twilio auth token, opened (for their calls). */
    ownToken: (own: SmsAccountRow) => tokens.open(own.authTokenEncrypted),
    smsDriver: deps.sms.driver,
    listSmsTo: (to: string, limit: number) => repo.listSmsTo(to, limit),

    /**
     * SMS on gives the account its own number (bought by a job, or a local stand-in at once);
     * off lets it go. A plan without texts cannot turn it on (402): a number costs the operator.
     */
    async saveSmsSettings(userId: string, body: SmsSettingsRequest) {
      if (body.enabled) {
        const texts = await limits.status(userId, 'smsNotifications');
        if (texts.allowed === 0) throw new LimitReachedError('smsNotifications', texts.used, 0);
      }
      await deps.messaging.saveSettings(userId, { smsEnabled: body.enabled });
      await deps.numbers.keepInStep(userId);
      return smsStatus(userId);
    },
    smsNumber: (userId: string) => deps.numbers.response(userId),

    async smsAccount(userId: string) {
      const a = await repo.smsAccount(userId);
      return {
        account: a
          ? {
              account_sid: a.accountSid,
              phone_number: a.phoneNumber,
              messaging_service_sid: a.messagingServiceSid,
              connected_at: a.connectedAt.toISOString(),
            }
          : null,
      };
    },

    /**
     * Checks the agent's Twilio credentials against Twilio (422 with Twilio's words when they
     * fail), keeps them with the token encrypted, and turns SMS on: their texts now go out
     * through their account.
     */
    async connectSmsAccount(userId: string, body: ConnectSmsAccountRequest) {
      const creds = {
        accountSid: body.account_sid,
        authToken: body.auth_token,
        phoneNumber: body.phone_number ?? undefined,
        messagingServiceSid: body.messaging_service_sid ?? undefined,
        apiUrl: deps.twilioApiUrl,
      };
      const result = await verifyTwilioAccount(creds);
      if (!result.ok) throw new HttpError(422, `Twilio: ${result.error}`);
      await deps.numbers.useOwnNumbers(userId, body.account_sid, body.phone_number ? [body.phone_number] : []);
      await repo.saveSmsAccount({
        userId,
        accountSid: body.account_sid,
        authTokenEncrypted: tokens.seal(body.auth_token),
        phoneNumber: body.phone_number ?? null,
        messagingServiceSid: body.messaging_service_sid ?? null,
      });
      await deps.messaging.saveSettings(userId, { smsEnabled: true });
      await deps.numbers.keepInStep(userId); // the number Porchlight gave is not needed now
      return this.smsAccount(userId);
    },

    /** Back to the operator's account: with SMS on, the account is given a number again. */
    async disconnectSmsAccount(userId: string) {
      await repo.removeSmsAccount(userId);
      await deps.numbers.removeOwnNumbers(userId);
      await deps.numbers.keepInStep(userId);
    },

    /** Twilio tokens sealed under a former APP_SECRET, sealed again under the current one. */
    async resealTokens(): Promise<number> {
      let resealed = 0;
      for (const row of await repo.sealedTokens()) {
        const next = tokens.reseal(row.sealed);
        if (!next) continue;
        await repo.replaceSealedToken(row.userId, row.sealed, next);
        resealed += 1;
      }
      return resealed;
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
