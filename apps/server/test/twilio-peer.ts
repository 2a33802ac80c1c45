import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const TWILIO_TEST_SID = 'AC00000000000000000000000000000001';
export const TWILIO_TEST_TOKEN = 'twilio-test-auth-token-0123456789';

export type TwilioCall = { method: string; path: string; form: Record<string, string>; query: Record<string, string> };

/**
 * A loopback HTTP server speaking the part of Twilio's REST API we use (create and list
 * messages). It checks every request as Twilio would: the account's path, HTTP Basic auth with
 * the SID and token, a form body with To and Body, and From or MessagingServiceSid; anything
 * else is an error answer and a recorded problem the test asserts is empty.
 */
export async function startTwilioPeer() {
  const sent: (TwilioCall & { sid: string })[] = [];
  const problems: string[] = [];
  /** The next create calls answer this error (Twilio's JSON error shape). */
  const failNext: { status: number; code: number; message: string }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_TEST_SID}:${TWILIO_TEST_TOKEN}`).toString('base64')}`;
  const base = `/2010-04-01/Accounts/${TWILIO_TEST_SID}/Messages.json`;

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
      if (req.headers.authorization !== expectedAuth) {
        problems.push(`bad auth on ${req.method} ${url.pathname}`);
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (url.pathname !== base) {
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
        const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
        sent.push({ method: 'POST', path: url.pathname, form, query: {}, sid });
        return answer(201, { sid, account_sid: TWILIO_TEST_SID, to: form.To, from: form.From ?? null, body: form.Body, status: 'queued', date_created: new Date().toUTCString(), date_sent: null, uri: `${base.replace('.json', '')}/${sid}.json` });
      }
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const messages = sent.filter((m) => m.form.To === to).map((m) => ({ sid: m.sid, to: m.form.To, from: m.form.From ?? null, body: m.form.Body, status: 'sent', date_sent: new Date().toUTCString() }));
        return answer(200, { messages, first_page_uri: base, next_page_uri: null, page: 0, page_size: 50, uri: base });
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
    env: (extra: Record<string, string> = {}) => ({ TWILIO_ACCOUNT_SID: TWILIO_TEST_SID, TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN, TWILIO_API_URL: `http://127.0.0.1:${port}`, ...extra }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook request signed as Twilio signs it (its own helper), to the app's public URL. */
export function signedTwilioRequest(appUrl: string, path: string, params: Record<string, string>, token = TWILIO_TEST_TOKEN): RequestInit {
  const signature = twilio.getExpectedTwilioSignature(token, `${appUrl}${path}`, params);
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() };
}
