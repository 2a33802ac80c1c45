/** Who authorised us, as each platform's "me" endpoint words it. */
export type SocialProfile = { id: string | null; name: string | null; picture: string | null };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Reads the person from a profile answer: Graph API `{id, name, picture: {data: {url}}}`,
 * LinkedIn's OpenID userinfo `{sub, name | given_name family_name, picture}`, X's
 * `{data: {id, name, username, profile_image_url}}`.
 */
export function readSocialProfile(body: unknown): SocialProfile {
  const outer = (body ?? {}) as Record<string, unknown>;
  const data = (typeof outer.data === 'object' && outer.data !== null && !Array.isArray(outer.data) ? outer.data : outer) as Record<
    string,
    unknown
  >;
  const given = [text(data.given_name), text(data.family_name)].filter(Boolean).join(' ');
  const picture = data.picture as { data?: { url?: unknown } } | string | undefined;
  return {
    id: text(data.id) ?? text(data.sub),
    name: text(data.name) ?? (given || null) ?? text(data.username),
    picture: (typeof picture === 'string' ? text(picture) : text(picture?.data?.url)) ?? text(data.profile_image_url),
  };
}
