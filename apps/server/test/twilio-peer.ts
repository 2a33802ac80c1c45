import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const TWILIO_TEST_SID = 'AC00000000000000000000000000000001';
export const TWILIO_TEST_TOKEN = 'twilio-test-auth-token-0123456789';

export type TwilioCall = { method: string; path: string; form: Record<string, string>; query: Record<string, string>; account: string };

/** A number an account holds: its SID, and for one bought here, its name and where its texts are posted. */
export type PeerNumber = {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  smsUrl: string | null;
  voiceUrl?: string | null;
  statusCallback?: string | null;
};
type PeerAccount = { token: string; numbers: PeerNumber[]; services: string[]; serviceNumbers: Map<string, Set<string>> };
type TwilioFailure = { status: number; code: number; message: string };

const numberSid = (phoneNumber: string) => `PN${crypto.createHash('md5').update(phoneNumber).digest('hex')}`;
const held = (phoneNumber: string): PeerNumber => ({ sid: numberSid(phoneNumber), phoneNumber, friendlyName: phoneNumber, smsUrl: null });

/**
 * A loopback HTTP server speaking the part of Twilio's REST API we use (create and list
 * messages; place and list calls, form-encoded, from a number the account holds; fetch an account, list its numbers, fetch a messaging service, to check an agent's
 * credentials; search available numbers, buy and release one, add it to a messaging service, to
 * give each account its own number). It checks every request as Twilio would: the account's
 * path, HTTP Basic auth with that account's SID and token, a form body with To and Body, and
 * From or MessagingServiceSid; a number bought must be one offered and free, with an SmsUrl;
 * anything else is an error answer and a recorded problem the test asserts is empty (a wrong
 * token is Twilio's 401 "Authenticate", expected when a test tries one).
 */
export async function startTwilioPeer() {
  const sent: (TwilioCall & { sid: string; at: Date })[] = [];
  const problems: string[] = [];
  /** The next create calls answer this error (Twilio's JSON error shape). */
  const failNext: { status: number; code: number; message: string }[] = [];
  /** While true, a created message is taken (listed afterwards) but never answered: the sender's crash window. */
  const hold = { creates: false };
  /** The next `creates` created messages are taken (listed afterwards), then the connection is cut before any answer: a proxy reset or a timeout after Twilio accepted. */
  const cut = { creates: 0 };
  /** The next number purchases (IncomingPhoneNumbers create) answer this error. */
  const failNextPurchase: TwilioFailure[] = [];
  /** Calls placed (Calls.json): who was rung, from which number, with what TwiML and status callback. */
  const calls: (TwilioCall & { sid: string; at: Date })[] = [];
  /** The next call creates answer this error. */
  const failNextCall: TwilioFailure[] = [];
  /** The next `creates` calls are placed (listed afterwards), then the connection is cut before any answer. */
  const cutCalls = { creates: 0 };
  /** Recordings the accounts hold (RE… → its account and audio), and those deleted (DELETE …/Recordings/{sid}.json). */
  const recordings = new Map<string, { account: string; audio: Buffer }>();
  const deletedRecordings: string[] = [];
  /** Countries ("US") or areas ("US:512") where no number is for sale. */
  const soldOut = new Set<string>();
  /** Numbers offered by AvailablePhoneNumbers and not bought yet. */
  const offered = new Set<string>();
  let nextNumber = 1;
  const accounts = new Map<string, PeerAccount>([
    [TWILIO_TEST_SID, { token: TWILIO_TEST_TOKEN, numbers: [], services: [], serviceNumbers: new Map() }],
  ]);
  const holder = (phoneNumber: string) => [...accounts.values()].find((a) => a.numbers.some((n) => n.phoneNumber === phoneNumber));
  const authOf = (header: string | undefined) => {
    const [user, pass] = Buffer.from((header ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    const account = user ? accounts.get(user) : undefined;
    return account && account.token === pass ? user : undefined;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const sid = authOf(req.headers.authorization);
      if (!sid)
        return answer(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      const account = accounts.get(sid)!;
      const base = `/2010-04-01/Accounts/${sid}`;
      const messagesPath = `${base}/Messages.json`;
      if (req.method === 'GET' && url.pathname === `${base}.json`)
        return answer(200, { sid, friendly_name: 'Test account', status: 'active', type: 'Full' });
      const numberJson = (n: PeerNumber) => ({
        sid: n.sid,
        account_sid: sid,
        phone_number: n.phoneNumber,
        friendly_name: n.friendlyName,
        sms_url: n.smsUrl,
        sms_method: 'POST',
        capabilities: { sms: true },
      });
      if (req.method === 'GET' && url.pathname === `${base}/IncomingPhoneNumbers.json`) {
        const wanted = url.searchParams.get('PhoneNumber');
        const named = url.searchParams.get('FriendlyName');
        const numbers = account.numbers
          .filter((n) => (!wanted || n.phoneNumber === wanted) && (!named || n.friendlyName === named))
          .map(numberJson);
        return answer(200, {
          incoming_phone_numbers: numbers,
          first_page_uri: url.pathname,
          next_page_uri: null,
          page: 0,
          page_size: 50,
          uri: url.pathname,
        });
      }
      if (req.method === 'POST' && url.pathname === `${base}/IncomingPhoneNumbers.json`) {
        const failure = failNextPurchase.shift();
        if (failure) return answer(failure.status, { ...failure });
        if (!form.PhoneNumber || !offered.has(form.PhoneNumber) || holder(form.PhoneNumber)) {
          problems.push(`bought a number not offered or not free: ${form.PhoneNumber}`);
          return answer(400, { code: 21422, message: `PhoneNumber ${form.PhoneNumber} is not available`, status: 400 });
        }
        if (!form.SmsUrl || form.SmsMethod !== 'POST') problems.push(`a number bought without its texts' webhook: ${JSON.stringify(form)}`);
        offered.delete(form.PhoneNumber);
        const number = {
          sid: numberSid(form.PhoneNumber),
          phoneNumber: form.PhoneNumber,
          friendlyName: form.FriendlyName ?? form.PhoneNumber,
          smsUrl: form.SmsUrl ?? null,
          voiceUrl: form.VoiceUrl ?? null,
          statusCallback: form.StatusCallback ?? null,
        };
        account.numbers.push(number);
        return answer(201, numberJson(number));
      }
      const release = new RegExp(`^${base}/IncomingPhoneNumbers/(PN[0-9a-f]{32})\\.json$`).exec(url.pathname);
      if (req.method === 'DELETE' && release) {
        const at = account.numbers.findIndex((n) => n.sid === release[1]);
        if (at < 0) return answer(404, { code: 20404, message: `The requested resource ${url.pathname} was not found`, status: 404 });
        const [gone] = account.numbers.splice(at, 1);
        for (const pool of account.serviceNumbers.values()) pool.delete(gone!.sid);
        res.writeHead(204).end();
        return;
      }
      const search = new RegExp(`^${base}/AvailablePhoneNumbers/([A-Z]{2})/(Local|Mobile)\\.json$`).exec(url.pathname);
      if (req.method === 'GET' && search) {
        const [, country, kind] = search;
        const area = url.searchParams.get('AreaCode');
        if (url.searchParams.get('SmsEnabled') !== 'true') problems.push(`a number search that does not ask for SMS: ${url.search}`);
        const none = soldOut.has(country!) || (area !== null && soldOut.has(`${country}:${area}`));
        const serial = String(nextNumber++).padStart(5, '0');
        const phoneNumber = country === 'US' || country === 'CA' ? `+1${area ?? '512'}70${serial}` : `+4477009${serial}`;
        if (!none) offered.add(phoneNumber);
        const available = none
          ? []
          : [
              {
                phone_number: phoneNumber,
                friendly_name: phoneNumber,
                iso_country: country,
                capabilities: { SMS: true, MMS: false, voice: true },
                type: kind,
              },
            ];
        return answer(200, { available_phone_numbers: available, uri: url.pathname });
      }
      const service = /^\/v1\/Services\/(MG[0-9a-f]{32})$/i.exec(url.pathname);
      if (req.method === 'GET' && service) {
        if (!account.services.includes(service[1]!))
          return answer(404, { code: 20404, message: `The requested resource /Services/${service[1]} was not found`, status: 404 });
        return answer(200, { sid: service[1], account_sid: sid, friendly_name: 'Test service' });
      }
      const pool = /^\/v1\/Services\/(MG[0-9a-f]{32})\/PhoneNumbers$/i.exec(url.pathname);
      if (req.method === 'POST' && pool) {
        if (!account.services.includes(pool[1]!))
          return answer(404, { code: 20404, message: `The requested resource /Services/${pool[1]} was not found`, status: 404 });
        if (!account.numbers.some((n) => n.sid === form.PhoneNumberSid))
          problems.push(`added a number the account does not hold to a service: ${form.PhoneNumberSid}`);
        const members = account.serviceNumbers.get(pool[1]!) ?? new Set<string>();
        account.serviceNumbers.set(pool[1]!, members);
        if (members.has(form.PhoneNumberSid!))
          return answer(409, { code: 21710, message: 'Phone Number is already in the Messaging Service', status: 409 });
        members.add(form.PhoneNumberSid!);
        return answer(201, { sid: form.PhoneNumberSid, service_sid: pool[1], account_sid: sid });
      }
      const recording = new RegExp(`^${base}/Recordings/(RE[0-9a-f]{32})\\.(mp3|json)$`).exec(url.pathname);
      if (recording) {
        const [, recordingSid, format] = recording;
        const held = recordings.get(recordingSid!);
        const missing = () => answer(404, { code: 20404, message: `The requested resource ${url.pathname} was not found`, status: 404 });
        if (!held || held.account !== sid) return missing();
        if (req.method === 'DELETE' && format === 'json') {
          if (chunks.length > 0) problems.push(`a recording deleted with a body: ${url.pathname}`);
          recordings.delete(recordingSid!);
          deletedRecordings.push(recordingSid!);
          res.writeHead(204).end();
          return;
        }
        if (req.method === 'GET' && format === 'mp3') {
          // Byte ranges as Twilio serves them, so a player can seek.
          const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
          const size = held.audio.length;
          if (!range) {
            res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(size), 'accept-ranges': 'bytes' });
            res.end(held.audio);
            return;
          }
          const start = Number(range[1]);
          const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
          if (start >= size) {
            res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
            return;
          }
          res.writeHead(206, {
            'content-type': 'audio/mpeg',
            'content-length': String(end - start + 1),
            'content-range': `bytes ${start}-${end}/${size}`,
          });
          res.end(held.audio.subarray(start, end + 1));
          return;
        }
        problems.push(`unexpected ${req.method} of a recording as ${format}: ${url.pathname}`);
        return answer(405, { code: 20004, message: 'Method not allowed', status: 405 });
      }
      const callsPath = `${base}/Calls.json`;
      if (url.pathname === callsPath && req.method === 'POST') {
        const contentType = req.headers['content-type'] ?? '';
        if (!contentType.startsWith('application/x-www-form-urlencoded')) problems.push(`a call not form-encoded: ${contentType}`);
        if (!form.To || !form.From || (!form.Twiml && !form.Url)) {
          problems.push(`incomplete call ${JSON.stringify(form)}`);
          return answer(400, { code: 21201, message: "No 'To' number is specified", status: 400 });
        }
        if (!form.StatusCallback) problems.push(`a call without a status callback: ${JSON.stringify(form)}`);
        // A recorded <Dial> must say where its recording is reported, or nothing would know of it.
        if (/<Dial[^>]* record="record-/.test(form.Twiml ?? '') && !/<Dial[^>]* recordingStatusCallback="http/.test(form.Twiml ?? ''))
          problems.push(`a recorded call without a recording status callback: ${form.Twiml}`);
        if (!account.numbers.some((n) => n.phoneNumber === form.From))
          return answer(400, {
            code: 21210,
            message: `The source phone number provided, ${form.From}, is not yet verified for your account.`,
            status: 400,
          });
        const failure = failNextCall.shift();
        if (failure) return answer(failure.status, { ...failure });
        const callSid = `CA${crypto.randomBytes(16).toString('hex')}`;
        const at = new Date();
        calls.push({ method: 'POST', path: url.pathname, form, query: {}, sid: callSid, account: sid, at });
        if (cutCalls.creates > 0) {
          cutCalls.creates -= 1;
          req.socket.destroy();
          return;
        }
        return answer(201, {
          sid: callSid,
          account_sid: sid,
          to: form.To,
          from: form.From,
          status: 'queued',
          direction: 'outbound-api',
          date_created: at.toUTCString(),
          uri: `${callsPath.replace('.json', '')}/${callSid}.json`,
        });
      }
      if (url.pathname === callsPath && req.method === 'GET') {
        const to = url.searchParams.get('To');
        const from = url.searchParams.get('From');
        const list = calls
          .filter((c) => c.account === sid && (!to || c.form.To === to) && (!from || c.form.From === from))
          .reverse()
          .map((c) => ({ sid: c.sid, to: c.form.To, from: c.form.From, status: 'in-progress', date_created: c.at.toUTCString() }));
        return answer(200, { calls: list, first_page_uri: callsPath, next_page_uri: null, page: 0, page_size: 50, uri: callsPath });
      }
      if (url.pathname !== messagesPath) {
        problems.push(`unexpected path ${url.pathname}`);
        return answer(404, { code: 20404, message: 'Not found', status: 404 });
      }
      if (req.method === 'POST') {
        if (!form.To || !form.Body || (!form.From && !form.MessagingServiceSid)) {
          problems.push(`incomplete message ${JSON.stringify(form)}`);
          return answer(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
        }
        const failure = failNext.shift();
        if (failure) return answer(failure.status, { code: failure.code, message: failure.message, status: failure.status });
        const messageSid = `SM${crypto.randomBytes(16).toString('hex')}`;
        sent.push({ method: 'POST', path: url.pathname, form, query: {}, sid: messageSid, account: sid, at: new Date() });
        if (hold.creates) return;
        if (cut.creates > 0) {
          cut.creates -= 1;
          req.socket.destroy();
          return;
        }
        return answer(201, {
          sid: messageSid,
          account_sid: sid,
          to: form.To,
          from: form.From ?? null,
          body: form.Body,
          status: 'queued',
          date_created: sent.at(-1)!.at.toUTCString(),
          date_sent: null,
          uri: `${messagesPath.replace('.json', '')}/${messageSid}.json`,
        });
      }
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const from = url.searchParams.get('From');
        const messages = sent
          .filter((m) => m.account === sid && m.form.To === to && (!from || m.form.From === from))
          .reverse()
          .map((m) => ({
            sid: m.sid,
            to: m.form.To,
            from: m.form.From ?? null,
            body: m.form.Body,
            status: 'sent',
            date_created: m.at.toUTCString(),
            date_sent: m.at.toUTCString(),
          }));
        return answer(200, { messages, first_page_uri: messagesPath, next_page_uri: null, page: 0, page_size: 50, uri: messagesPath });
      }
      problems.push(`unexpected method ${req.method}`);
      return answer(405, { code: 20004, message: 'Method not allowed', status: 405 });
    });
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    problems,
    failNext,
    hold,
    cut,
    failNextPurchase,
    soldOut,
    calls,
    failNextCall,
    cutCalls,
    deletedRecordings,
    /** A recording Twilio made of a call (its audio: a few bytes that stand for an MP3), as its status callback will name it. */
    addRecording(account = TWILIO_TEST_SID, audio = Buffer.from(`ID3 fake mp3 ${crypto.randomUUID()}`)) {
      const recordingSid = `RE${crypto.randomBytes(16).toString('hex')}`;
      recordings.set(recordingSid, { account, audio });
      return { recordingSid, audio, url: `https://api.twilio.com/2010-04-01/Accounts/${account}/Recordings/${recordingSid}` };
    },
    hasRecording: (recordingSid: string) => recordings.has(recordingSid),
    /** Another Twilio account (an agent's own), with its numbers and messaging services. */
    addAccount(sid: string, token: string, owned: { numbers?: string[]; services?: string[] } = {}) {
      accounts.set(sid, { token, numbers: (owned.numbers ?? []).map(held), services: owned.services ?? [], serviceNumbers: new Map() });
    },
    /** The operator's (or another account's) numbers, bought ones with their name and webhook. */
    numbersOf: (sid = TWILIO_TEST_SID) => [...(accounts.get(sid)?.numbers ?? [])],
    /** The number SIDs in a messaging service's sender pool. */
    serviceNumbersOf: (service: string, sid = TWILIO_TEST_SID) => [...(accounts.get(sid)?.serviceNumbers.get(service) ?? [])],
    /** Messaging services of the operator's account (TWILIO_MESSAGING_SERVICE_SID). */
    addService: (service: string, sid = TWILIO_TEST_SID) => accounts.get(sid)!.services.push(service),
    env: (extra: Record<string, string> = {}) => ({
      TWILIO_ACCOUNT_SID: TWILIO_TEST_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN,
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A webhook request signed as Twilio signs it (its own helper), to the app's public URL. */
export function signedTwilioRequest(appUrl: string, path: string, params: Record<string, string>, token = TWILIO_TEST_TOKEN): RequestInit {
  const signature = twilio.getExpectedTwilioSignature(token, `${appUrl}${path}`, params);
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  };
}
