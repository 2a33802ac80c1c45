/** Spec 000 §2 and §3: the four platforms an agent connects in Settings > Accounts. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'x'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const isSocialPlatform = (value: string): value is SocialPlatform => (SOCIAL_PLATFORMS as readonly string[]).includes(value);

/** Each card's name, brand colour and description, exactly as spec 000 §2 words them. */
export const SOCIAL_PLATFORM_CARDS: Record<SocialPlatform, { name: string; color: string; description: string }> = {
  facebook: { name: 'Facebook', color: '#1877F2', description: 'Post to pages and groups' },
  instagram: { name: 'Instagram', color: '#E4405F', description: 'Post photos and stories' },
  linkedin: { name: 'LinkedIn', color: '#0A66C2', description: 'Share professional content' },
  x: { name: 'X', color: '#000000', description: 'Tweet and engage' },
};

/** Spec 000 §3: a platform's status as GET /api/auth/social/{platform}/status answers it. */
export type SocialAccountStatus = {
  platform: SocialPlatform;
  connected: boolean;
  user: { name: string | null; picture: string | null } | null;
  connected_at: string | null;
  last_sync: string | null;
  scopes: string[];
  /**
   * Whether this server can connect the platform at all (its operator registered an app for it).
   * Not in the spec: the card says "not enabled on this server" before Connect is pressed (issue 46).
   */
  enabled: boolean;
};

/** Not connected; a status that could not be read counts as enabled, so Connect is offered and says what is wrong. */
export const notConnected = (platform: SocialPlatform, enabled = true): SocialAccountStatus => ({
  platform,
  connected: false,
  user: null,
  connected_at: null,
  last_sync: null,
  scopes: [],
  enabled,
});

/** What the agent reads when the server has no app for the platform: in words, with who can change it. */
export const platformNotEnabledText = (platform: SocialPlatform) =>
  `${SOCIAL_PLATFORM_CARDS[platform].name} is not enabled on this server. Ask your administrator to turn it on.`;

/** Spec 000 §2: the card's subtitle: the connected user's name, "Connected" without one, else "Not connected". */
export function socialCardSubtitle(status: Pick<SocialAccountStatus, 'connected' | 'user'> | undefined): string {
  if (!status?.connected) return 'Not connected';
  return status.user?.name?.trim() || 'Connected';
}

/** Spec 000 §5: what a connect answer means for the browser: go to the provider, or the error to show. */
export function connectOutcome(response: { ok: boolean; status: number; body: unknown }): { authUrl: string } | { error: string } {
  if (!response.ok) return { error: `API error: ${response.status}` };
  const body = (response.body ?? {}) as { authUrl?: unknown; error?: unknown };
  if (typeof body.authUrl === 'string' && body.authUrl !== '') return { authUrl: body.authUrl };
  return { error: typeof body.error === 'string' && body.error !== '' ? body.error : 'Failed to get authorization URL' };
}

/** Spec 000 §5: a disconnect counts only with success true; else its error text or "Failed to disconnect". */
export function disconnectOutcome(body: unknown): { ok: true } | { error: string } {
  const answer = (body ?? {}) as { success?: unknown; error?: unknown };
  if (answer.success === true) return { ok: true };
  return { error: typeof answer.error === 'string' && answer.error !== '' ? answer.error : 'Failed to disconnect' };
}
