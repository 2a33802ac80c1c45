import { callPlatform } from './platform-call.ts';
import { PublishError, type PostImage, type SocialPublisher } from './social-publisher.ts';

/** The LinkedIn API version (YYYYMM) every versioned call names. */
export const LINKEDIN_VERSION = '202505';

const versioned = { 'LinkedIn-Version': LINKEDIN_VERSION, 'X-Restli-Protocol-Version': '2.0.0' };

/** Uploads one picture (Images API: initializeUpload, then PUT the bytes) and answers its urn. */
async function uploadImage(apiUrl: string, token: string, owner: string, image: PostImage, signal?: AbortSignal) {
  const { body } = await callPlatform<{ value: { uploadUrl: string; image: string } }>(
    'LinkedIn',
    `${apiUrl}/rest/images?action=initializeUpload`,
    { token, headers: versioned, body: { initializeUploadRequest: { owner } }, signal },
  );
  const { bytes, contentType } = await image.read();
  const put = await fetch(body.value.uploadUrl, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(bytes),
    signal,
  }).catch(() => undefined);
  if (!put?.ok)
    throw new PublishError(`LinkedIn did not take the picture${put ? ` (HTTP ${put.status})` : ''}. It will be tried again.`, true);
  return body.value.image;
}

/**
 * A member's post through LinkedIn's Posts API: POST /rest/posts as urn:li:person:{id}, with the
 * pictures uploaded first, or the listing link as an article. LinkedIn answers the post's urn in
 * the x-restli-id header.
 */
export const publishToLinkedIn: SocialPublisher = async ({ apiUrl, token, authorId, text, link, images, signal }) => {
  if (!authorId)
    throw new PublishError('LinkedIn did not say who connected the account. Connect it again in Settings > Accounts, then Retry.');
  const author = `urn:li:person:${authorId}`;
  const urns: string[] = [];
  for (const image of images) urns.push(await uploadImage(apiUrl, token, author, image, signal));
  const content =
    urns.length > 1
      ? { multiImage: { images: urns.map((id) => ({ id })) } }
      : urns.length === 1
        ? { media: { id: urns[0] } }
        : link
          ? { article: { source: link, title: text.split('\n')[0]!.slice(0, 200) || link } }
          : undefined;
  const { headers } = await callPlatform<unknown>('LinkedIn', `${apiUrl}/rest/posts`, {
    token,
    headers: versioned,
    body: {
      author,
      commentary: text,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      ...(content ? { content } : {}),
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    },
    signal,
  });
  const urn = headers.get('x-restli-id');
  // Posted without its id: trying again would post twice, so the link goes to the agent's feed.
  if (!urn) return { externalId: '', url: 'https://www.linkedin.com/feed/' };
  return { externalId: urn, url: `https://www.linkedin.com/feed/update/${urn}` };
};
