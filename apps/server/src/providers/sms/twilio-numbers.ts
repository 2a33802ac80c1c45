import type { NumberSearch } from '@porchlight/domain/messaging/number-search';
import { twilioClient, twilioError, type TwilioCredentials } from './sms-provider.ts';

export type OwnedNumber = { sid: string; phoneNumber: string };

/** Thrown when Twilio refuses to sell or has nothing to sell: trying again now would change nothing. */
export class NumberRefusedError extends Error {
  override name = 'NumberRefusedError';
}

/**
 * Numbers bought on the operator's Twilio account, one per account that texts through it
 * (decision 044): found by Twilio's AvailablePhoneNumbers, bought with IncomingPhoneNumbers
 * (its texts posted to our inbound webhook), released the same way.
 */
export type PhoneNumbers = {
  /** The number bought under this name, if any (a buy that died before it was recorded). */
  find(friendlyName: string): Promise<OwnedNumber | undefined>;
  /**
   * The number bought under `friendlyName`, buying one near `search` (its area code first, then
   * anywhere in its country) when there is none yet: a buy that died before it was recorded is
   * found, not bought twice.
   */
  obtain(search: NumberSearch, friendlyName: string, smsUrl: string): Promise<OwnedNumber>;
  /** Releases a bought number; one already gone is fine. */
  release(sid: string): Promise<void>;
};

const statusOf = (error: unknown) => (error as { status?: number }).status;

/** `voiceUrl`: where a bought number's calls are posted (the calls module's voice webhook). */
export function createTwilioPhoneNumbers(config: TwilioCredentials, voiceUrl?: string): PhoneNumbers {
  const client = twilioClient(config);
  const available = async (search: NumberSearch, areaCode: string | undefined) => {
    const country = client.availablePhoneNumbers(search.country);
    const options = { smsEnabled: true, limit: 1, ...(areaCode ? { areaCode: Number(areaCode) } : {}) };
    const found = await (search.kind === 'Mobile' ? country.mobile.list(options) : country.local.list(options));
    return found[0]?.phoneNumber;
  };
  // Twilio's answer for a request it will not take (a 4xx other than 429): not worth retrying.
  const refusedOr = (error: unknown) => {
    const status = statusOf(error);
    return status !== undefined && status >= 400 && status < 500 && status !== 429 ? new NumberRefusedError(twilioError(error)) : error;
  };
  const find = async (friendlyName: string) => {
    const [match] = (await client.incomingPhoneNumbers.list({ friendlyName, limit: 20 })).filter((n) => n.friendlyName === friendlyName);
    return match && { sid: match.sid, phoneNumber: match.phoneNumber };
  };
  const buy = async (search: NumberSearch, friendlyName: string, smsUrl: string) => {
    const phoneNumber = (search.areaCode ? await available(search, search.areaCode) : undefined) ?? (await available(search, undefined));
    if (!phoneNumber) throw new NumberRefusedError(`Twilio has no number that can text for sale in ${search.country} just now`);
    // Calls to the number reach the calls module's voice webhook, and its status reports the status one.
    const voice = voiceUrl
      ? { voiceUrl, voiceMethod: 'POST', statusCallback: voiceUrl.replace(/\/voice$/, '/status'), statusCallbackMethod: 'POST' }
      : {};
    const bought = await client.incomingPhoneNumbers.create({ phoneNumber, friendlyName, smsUrl, smsMethod: 'POST', ...voice });
    return { sid: bought.sid, phoneNumber: bought.phoneNumber };
  };
  return {
    find,
    async obtain(search, friendlyName, smsUrl) {
      try {
        const number = (await find(friendlyName)) ?? (await buy(search, friendlyName, smsUrl));
        // In the operator's messaging service, the number's texts count under its A2P registration (409: already in it).
        if (config.messagingServiceSid) {
          await client.messaging.v1
            .services(config.messagingServiceSid)
            .phoneNumbers.create({ phoneNumberSid: number.sid })
            .catch((error: unknown) => {
              if (statusOf(error) !== 409) throw error;
            });
        }
        return number;
      } catch (error) {
        throw refusedOr(error);
      }
    },
    async release(sid) {
      try {
        await client.incomingPhoneNumbers(sid).remove();
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
    },
  };
}
