import { splitFullName } from '@porchlight/domain/auth/auth-schemas';
import type { ProfileResponse, UpdateProfileRequest } from '@porchlight/domain/profile/profile-schemas';
import { notFound } from '../../lib/http-errors.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';

export const avatarUrl = (avatarId: string) => `/api/profile/avatar/${avatarId}`;

function toResponse(row: ProfileRow): ProfileResponse {
  return {
    id: row.userId,
    email: row.email,
    email_verified: row.emailVerified,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: row.fullName,
    avatar_url: row.avatarId ? avatarUrl(row.avatarId) : null,
    phone: row.phone,
    brokerage: row.brokerage,
    license_number: row.licenseNumber,
    website: row.website,
    email_signature: row.emailSignature,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createProfileService(profiles: ProfileRepository) {
  async function get(userId: string): Promise<ProfileResponse> {
    const row = await profiles.find(userId);
    if (!row) throw notFound('Profile not found');
    return toResponse(row);
  }

  return {
    get,

    /** Sign-up's full name (or a social provider's name) becomes the profile. */
    async createForNewUser(user: { id: string; name: string }) {
      const fullName = user.name.trim();
      await profiles.create({ userId: user.id, fullName, ...splitFullName(fullName) });
    },

    async update(userId: string, changes: UpdateProfileRequest): Promise<ProfileResponse> {
      const current = await get(userId);
      const firstName = changes.first_name ?? current.first_name ?? '';
      const lastName = changes.last_name ?? current.last_name ?? '';
      await profiles.update(userId, {
        firstName: changes.first_name,
        lastName: changes.last_name,
        fullName: [firstName, lastName].filter(Boolean).join(' '),
        // Each detail changes only when sent; null (or blank) clears it.
        phone: changes.phone,
        brokerage: changes.brokerage,
        licenseNumber: changes.license_number,
        website: changes.website,
        emailSignature: changes.email_signature,
      });
      return get(userId);
    },

    async setAvatar(userId: string, image: { contentType: string; bytes: Buffer }): Promise<ProfileResponse> {
      await get(userId);
      const avatarId = await profiles.insertAvatar(userId, image.contentType, image.bytes);
      await profiles.update(userId, { avatarId });
      await profiles.deleteAvatarsExcept(userId, avatarId);
      return get(userId);
    },

    async removeAvatar(userId: string): Promise<ProfileResponse> {
      await profiles.update(userId, { avatarId: null });
      await profiles.deleteAvatarsExcept(userId, null);
      return get(userId);
    },

    async getAvatar(userId: string, avatarId: string) {
      const avatar = await profiles.findAvatar(userId, avatarId);
      if (!avatar) throw notFound('Avatar not found');
      return avatar;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
