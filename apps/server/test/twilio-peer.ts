import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const TWILIO_TEST_SID = 'AC00000000000000000000000000000001';
export const TWILIO_TEST_TOKEN = 'twilio-test-auth-token-0123456789';

export type TwilioCall = { method: string; path: string; form: Record<string, string>; query: Record<string, string>; account: string };

type PeerAccount = { token: string; numbers: string[]; services: string[] };

/**
 * A loopback HTTP server speaking the part of Twilio's REST API we use (create and list
 * messages; fetch an account, list its numbers, fetch a messaging service, to check an agent's
 * credentials). It checks every request as Twilio would: the account's path, HTTP Basic auth
 * with that account's SID and token, a form body with To and Body, and From or
 * MessagingServiceSid; anything else is an error answer and a recorded problem the test asserts
 * is empty (a wrong token is Twilio's 401 "Authenticate", expected when a test tries one).
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
  const accounts = new Map<string, PeerAccount>([[TWILIO_TEST_SID, { token: TWILIO_TEST_TOKEN, numbers: [], services: [] }]]);
  const authOf = (header: string | undefined) => {
    const [user, pass] = Buffer.from((header ?? '').replace(/^Basic /, ''), 'base64').toString('utf8').split(':');
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
      if (!sid) return answer(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      const account = accounts.get(sid)!;
      const base = `/2010-04-01/Accounts/${sid}`;
      const messagesPath = `${base}/Messages.json`;
      if (req.method === 'GET' && url.pathname === `${base}.json`) return answer(200, { sid, friendly_name: 'Test account', status: 'active', type: 'Full' });
      if (req.method === 'GET' && url.pathname === `${base}/IncomingPhoneNumbers.json`) {
        const wanted = url.searchParams.get('PhoneNumber');
        const numbers = account.numbers.filter((n) => !wanted || n === wanted).map((n) => ({ sid: `PN${crypto.createHash('md5').update(n).digest('hex')}`, phone_number: n, account_sid: sid }));
        return answer(200, { incoming_phone_numbers: numbers, first_page_uri: url.pathname, next_page_uri: null, page: 0, page_size: 50, uri: url.pathname });
      }
      const service = /^\/v1\/Services\/(MG[0-9a-f]{32})$/i.exec(url.pathname);
      if (req.method === 'GET' && service) {
        if (!account.services.includes(service[1]!)) return answer(404, { code: 20404, message: `The requested resource /Services/${service[1]} was not found`, status: 404 });
        return answer(200, { sid: service[1], account_sid: sid, friendly_name: 'Test service' });
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
        return answer(201, { sid: messageSid, account_sid: sid, to: form.To, from: form.From ?? null, body: form.Body, status: 'queued', date_created: sent.at(-1)!.at.toUTCString(), date_sent: null, uri: `${messagesPath.replace('.json', '')}/${messageSid}.json` });
      }
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const from = url.searchParams.get('From');
        const messages = sent
          .filter((m) => m.account === sid && m.form.To === to && (!from || m.form.From === from))
          .reverse()
          .map((m) => ({ sid: m.sid, to: m.form.To, from: m.form.From ?? null, body: m.form.Body, status: 'sent', date_created: m.at.toUTCString(), date_sent: m.at.toUTCString() }));
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
    /** Another Twilio account (an agent's own), with its numbers and messaging services. */
    addAccount(sid: string, token: string, owned: { numbers?: string[]; services?: string[] } = {}) {
      accounts.set(sid, { token, numbers: owned.numbers ?? [], services: owned.services ?? [] });
    },
    env: (extra: Record<string, string> = {}) => ({ TWILIO_ACCOUNT_SID: TWILIO_TEST_SID, TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN, TWILIO_API_URL: `http://127.0.0.1:${port}`, ...extra }),
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
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() };
}
