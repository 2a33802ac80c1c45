import { callPlatform } from './platform-call.ts';
import { PublishError, type SocialPublisher } from './social-publisher.ts';

type Pages = { data?: { id: string; instagram_business_account?: { id: string } }[] };

/**
 * An Instagram business account's post through the Graph API: the account linked to the agent's
 * page (GET /me/accounts), a media container from the picture's address and the caption
 * (POST /{ig-user-id}/media), then POST /{ig-user-id}/media_publish, then its permalink.
 */
export const publishToInstagram: SocialPublisher = async ({ apiUrl, token, text, images, signal }) => {
  if (images.length === 0) throw new PublishError('Instagram needs a picture: add one to the post, then Retry.');
  const { body: pages } = await callPlatform<Pages>('Instagram', `${apiUrl}/me/accounts?fields=id,instagram_business_account`, {
    token,
    signal,
  });
  const igUserId = pages?.data?.find((p) => p.instagram_business_account?.id)?.instagram_business_account?.id;
  if (!igUserId) throw new PublishError('Instagram: no Instagram business account is linked to a Facebook page of this account.');
  const { body: container } = await callPlatform<{ id: string }>('Instagram', `${apiUrl}/${igUserId}/media`, {
    token,
    body: { image_url: images[0]!.url, caption: text },
    signal,
  });
  const { body: media } = await callPlatform<{ id: string }>('Instagram', `${apiUrl}/${igUserId}/media_publish`, {
    token,
    body: { creation_id: container.id },
    signal,
  });
  const { body: details } = await callPlatform<{ permalink?: string }>('Instagram', `${apiUrl}/${media.id}?fields=permalink`, {
    token,
    signal,
  });
  return { externalId: media.id, url: details?.permalink ?? 'https://www.instagram.com/' };
};
