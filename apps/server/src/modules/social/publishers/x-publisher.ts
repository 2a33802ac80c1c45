import { callPlatform } from './platform-call.ts';
import type { SocialPublisher } from './social-publisher.ts';

/** A post on X through API v2: POST /2/tweets {text}. Pictures are not sent (docs/product-decisions.md). */
export const publishToX: SocialPublisher = async ({ apiUrl, token, text, signal }) => {
  const { body } = await callPlatform<{ data: { id: string } }>('X', `${apiUrl}/2/tweets`, { token, body: { text }, signal });
  return { externalId: body.data.id, url: `https://x.com/i/web/status/${body.data.id}` };
};
