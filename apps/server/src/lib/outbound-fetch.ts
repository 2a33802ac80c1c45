import { outboundRequest, type OutboundPolicy, type Resolver } from './outbound-request.ts';

export type GuardedFetchOptions = {
  policy: OutboundPolicy;
  timeoutMs: number;
  /** The most of an answer's body kept (default 5 MB: a calendar's month of events). */
  maxBytes?: number;
  /** Tests only: a resolver of their own. */
  resolve?: Resolver;
};

// Null-body statuses: a Response built with a body for one of these throws.
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` for a library that takes one (tsdav), through the one guard for user-chosen addresses
 * (decision 045): the name resolved once and pinned, private addresses refused by the policy, a
 * time and size limit. GET redirects are followed (checked each), unless the caller asks
 * `redirect: 'manual'`.
 */
export function guardedFetch(options: GuardedFetchOptions): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body =
      init?.body == null
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : new Uint8Array(await new Response(init.body as ConstructorParameters<typeof Response>[0]).arrayBuffer());
    const answer = await outboundRequest(url, {
      policy: options.policy,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
      maxRedirects: init?.redirect === 'manual' ? 0 : 3,
      signal: init?.signal ?? undefined,
      resolve: options.resolve,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
    return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body), { status: answer.status, headers });
  };
}
