import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe client sent, with its form-encoded body flattened ("line_items[0][price]"). */
export type StripeRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
};

type Json = Record<string, unknown>;

const stripeError = (status: number, message: string, code?: string) => ({
  status,
  body: { error: { type: status === 404 ? 'invalid_request_error' : 'api_error', message, ...(code ? { code } : {}) } },
});

/** Applies `metadata[key]=value` fields onto an object's metadata, the way Stripe merges them. */
function mergeMetadata(target: Json, form: Record<string, string>) {
  const metadata = { ...(target.metadata as Record<string, string>) };
  for (const [key, value] of Object.entries(form)) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
  }
  return metadata;
}

/**
 * A loopback HTTP server speaking the few Stripe REST endpoints the app calls. It keeps every
 * request so tests assert what was sent (price ids, metadata, proration), and holds the
 * subscriptions tests put there so GET/POST /v1/subscriptions/:id answer like Stripe.
 */
export async function startStripePeer() {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, Json>();
  const failures: { status: number; message: string }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${++counter}${crypto.randomBytes(4).toString('hex')}`;

  function route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    const failure = failures.shift();
    if (failure) return stripeError(failure.status, failure.message);
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      return {
        status: 200,
        body: { id, object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: mergeMetadata({}, form) },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: form.mode,
          customer: form.customer ?? null,
          client_reference_id: form.client_reference_id ?? null,
          metadata: mergeMetadata({}, form),
          subscription: null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      if (!subscriptions.has(form.subscription ?? ''))
        return stripeError(404, `No such subscription: '${form.subscription}'`, 'resource_missing');
      // A switch half-way through the month: the unused time is credited, the rest of the month charged.
      const lines = [
        { id: nextId('il'), object: 'line_item', description: 'Unused time on the old plan', amount: -2450 },
        { id: nextId('il'), object: 'line_item', description: 'Remaining time on the new plan', amount: 7450 },
      ];
      return {
        status: 200,
        body: {
          object: 'invoice',
          currency: 'usd',
          amount_due: 5000,
          subscription: form.subscription,
          lines: { object: 'list', data: lines, has_more: false },
        },
      };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub) {
      const stored = subscriptions.get(sub[1]!);
      if (!stored) return stripeError(404, `No such subscription: '${sub[1]}'`, 'resource_missing');
      if (method === 'GET') return { status: 200, body: stored };
      if (method === 'POST') {
        const updated: Json = { ...stored, metadata: mergeMetadata(stored, form) };
        if ('cancel_at_period_end' in form) updated.cancel_at_period_end = form.cancel_at_period_end === 'true';
        const items = (stored.items as { data: Json[] }).data.map((item) =>
          form['items[0][id]'] === item.id && form['items[0][price]']
            ? { ...item, price: { ...(item.price as Json), id: form['items[0][price]'] } }
            : item,
        );
        updated.items = { ...(stored.items as Json), data: items };
        subscriptions.set(sub[1]!, updated);
        return { status: 200, body: updated };
      }
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        form,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      const { status, body } = route(req.method ?? 'GET', url.pathname, form);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(body));
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    server.once('error', reject);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to one method and path, oldest first. */
    find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Makes GET/POST /v1/subscriptions/:id know this subscription. */
    putSubscription: <T extends { id: string }>(subscription: T) =>
      void subscriptions.set(subscription.id, subscription as unknown as Json),
    subscription: (id: string) => subscriptions.get(id),
    /** The next request (and its one automatic retry, when `times` is 2) answers this error. */
    failNext: (status: number, message = 'Something went wrong', times = 1) => {
      for (let i = 0; i < times; i++) failures.push({ status, message });
    },
    reset: () => {
      requests.length = 0;
      failures.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;
