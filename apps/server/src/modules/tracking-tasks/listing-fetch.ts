import { OutboundError, outboundRequest } from '../../lib/outbound-request.ts';

// Fetches a watched listing page for the agent: a URL anyone can type, so it goes through the
// one outbound guard (lib/outbound-request.ts): every address the name resolves to is checked,
// on every redirect, and the connection goes to the address that was checked.

export const LISTING_FETCH_TIMEOUT_MS = 10_000;
export const LISTING_FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const LISTING_FETCH_MAX_REDIRECTS = 3;

export class ListingFetchError extends Error {}

export type ListingFetchOptions = { allowPrivate: boolean; timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

function reason(error: OutboundError, url: string, options: ListingFetchOptions): string {
  const host = URL.canParse(url) ? new URL(url).hostname : url;
  switch (error.refusal) {
    case 'not-a-url':
      return 'That is not a web address';
    case 'scheme':
      return 'Only http and https pages can be watched';
    case 'unresolved':
      return `The address ${host} could not be found`;
    case 'private':
      return `${error.message}: only public web pages can be watched`;
    case 'redirects':
      return `The page redirected more than ${options.maxRedirects ?? LISTING_FETCH_MAX_REDIRECTS} times`;
    case 'too-large':
      return `The page is larger than ${Math.round((options.maxBytes ?? LISTING_FETCH_MAX_BYTES) / 1024 / 1024)} MB`;
    case 'timeout':
      return `The page did not answer within ${(options.timeoutMs ?? LISTING_FETCH_TIMEOUT_MS) / 1000} s`;
  }
}

/**
 * The page's HTML. Refuses anything but http(s), private and local addresses (unless the operator
 * allows them: LISTING_FETCH_ALLOW_PRIVATE), more than 3 redirects, 10 s and 2 MB.
 */
export async function fetchListingPage(url: string, options: ListingFetchOptions): Promise<string> {
  try {
    const res = await outboundRequest(url, {
      policy: { allowHttp: true, allowPrivate: options.allowPrivate },
      headers: { 'user-agent': 'Porchlight listing watch', accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' },
      timeoutMs: options.timeoutMs ?? LISTING_FETCH_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? LISTING_FETCH_MAX_BYTES,
      maxRedirects: options.maxRedirects ?? LISTING_FETCH_MAX_REDIRECTS,
    });
    if (res.status < 200 || res.status >= 300) throw new ListingFetchError(`The page answered ${res.status}`);
    return res.body.toString('utf8');
  } catch (error) {
    if (error instanceof ListingFetchError) throw error;
    if (error instanceof OutboundError) throw new ListingFetchError(reason(error, url, options));
    throw new ListingFetchError(`The page could not be read: ${(error as Error).message}`);
  }
}
