import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWILIO_TEST_SID, TWILIO_TEST_TOKEN, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { MaybeSentSmsError, PermanentSmsError, createTwilioSmsProvider, sendFailureOf } from './sms-provider.ts';

let peer: Awaited<ReturnType<typeof startTwilioPeer>>;
beforeAll(async () => {
  peer = await startTwilioPeer();
});
afterAll(() => peer.close());

const provider = (apiUrl = peer.url) =>
  createTwilioSmsProvider({
    accountSid: TWILIO_TEST_SID,
    authToken: TWILIO_TEST_TOKEN,
    phoneNumber: '+15125550000',
    messagingServiceSid: undefined,
    apiUrl,
  });
const sms = (body: string) => ({ to: '+447700900901', from: '+15125550000', body });

/** A loopback port nothing listens on: the connection is refused before any request is written. */
async function closedPort() {
  const server = net.createServer();
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('a failed send says whether Twilio may have the text (issue 45)', () => {
  const cases: [string, () => void, ReturnType<typeof sendFailureOf>, new (...args: never[]) => Error][] = [
    [
      'the connection cut after Twilio took it',
      () => {
        peer.cut.creates = 1;
      },
      'maybe_sent',
      MaybeSentSmsError,
    ],
    [
      'a 5xx from Twilio',
      () => peer.failNext.push({ status: 503, code: 20500, message: 'Service unavailable' }),
      'maybe_sent',
      MaybeSentSmsError,
    ],
    ['a 429 from Twilio', () => peer.failNext.push({ status: 429, code: 20429, message: 'Too many requests' }), 'not_sent', Error],
    ['a bad number (400)', () => peer.failNext.push({ status: 400, code: 21211, message: 'Invalid To' }), 'refused', PermanentSmsError],
  ];
  it.each(cases)('%s', async (_, arrange, failure, thrown) => {
    arrange();
    const error = await provider()
      .send(sms(`classify ${failure}`))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(thrown);
    expect(sendFailureOf((error as Error).cause ?? error)).toBe(failure);
  });

  it('a refused connection is not sent: nothing reached Twilio', async () => {
    const error = await provider(await closedPort())
      .send(sms('never left'))
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(MaybeSentSmsError);
    expect(sendFailureOf(error)).toBe('not_sent');
  });

  it('findSent finds a text Twilio took though its answer was lost, oldest first, and none before `after`', async () => {
    const before = new Date(Date.now() - 1000);
    peer.cut.creates = 1;
    await provider()
      .send(sms('lost answer'))
      .catch(() => undefined);
    const found = await provider().findSent(sms('lost answer'), before);
    expect(found.map((f) => f.providerId)).toEqual(peer.sent.filter((m) => m.form.Body === 'lost answer').map((m) => m.sid));
    expect(await provider().findSent(sms('lost answer'), new Date(Date.now() + 60_000))).toEqual([]);
    expect(peer.problems).toEqual([]);
  });
});
