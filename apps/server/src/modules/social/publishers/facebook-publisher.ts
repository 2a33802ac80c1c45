import { callPlatform } from './platform-call.ts';
import { PublishError, type SocialPublisher } from './social-publisher.ts';

type Pages = { data?: { id: string; name?: string; access_token?: string }[] };

/**
 * A Facebook page post through the Graph API: the agent's first page and its page token
 * (GET /me/accounts), then POST /{page-id}/photos with the picture's address and the text as
 * caption, or POST /{page-id}/feed with the message and the listing link.
 */
export const publishToFacebook: SocialPublisher = async ({ apiUrl, token, text, link, images, signal }) => {
  const { body: pages } = await callPlatform<Pages>('Facebook', `${apiUrl}/me/accounts?fields=id,name,access_token`, { token, signal });
  const page = pages?.data?.find((p) => p.access_token);
  if (!page) throw new PublishError('Facebook: this account manages no Facebook page to post to. Connect the account of a page admin.');
  const pageToken = page.access_token!;
  if (images.length > 0) {
    // Facebook puts one picture on a page post this way; the text goes with it as its caption.
    const caption = link && !text.includes(link) ? `${text}\n${link}` : text;
    const { body } = await callPlatform<{ id: string; post_id?: string }>('Facebook', `${apiUrl}/${page.id}/photos`, {
      token: pageToken,
      body: { url: images[0]!.url, caption },
      signal,
    });
    const id = body.post_id ?? body.id;
    return { externalId: id, url: `https://www.facebook.com/${id}` };
  }
  const { body } = await callPlatform<{ id: string }>('Facebook', `${apiUrl}/${page.id}/feed`, {
    token: pageToken,
    body: link ? { message: text, link } : { message: text },
    signal,
  });
  return { externalId: body.id, url: `https://www.facebook.com/${body.id}` };
};
