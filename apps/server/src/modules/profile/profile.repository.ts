import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { avatars, profiles, users } from '../../db/schema/index.ts';

export type ProfileRow = {
  userId: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  avatarId: string | null;
  phone: string | null;
  brokerage: string | null;
  licenseNumber: string | null;
  website: string | null;
  emailSignature: string | null;
  updatedAt: Date;
};

export type ProfileDetails = Partial<Pick<ProfileRow, 'phone' | 'brokerage' | 'licenseNumber' | 'website' | 'emailSignature'>>;

export function createProfileRepository(db: Database) {
  // Read on every screen's first load (the header's name and avatar): the statement is built
  // once, and on PostgreSQL each connection parses and plans it once (a named statement; the
  // app already needs session-level connections, docs/scaling.md).
  const findProfile = db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      avatarId: profiles.avatarId,
      phone: profiles.phone,
      brokerage: profiles.brokerage,
      licenseNumber: profiles.licenseNumber,
      website: profiles.website,
      emailSignature: profiles.emailSignature,
      updatedAt: profiles.updatedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('profile_find');

  return {
    async create(row: { userId: string; firstName: string; lastName: string; fullName: string }) {
      await db.insert(profiles).values(row).onConflictDoNothing();
    },

    async find(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await findProfile.execute({ userId });
      return row;
    },

    async update(
      userId: string,
      values: { firstName?: string; lastName?: string; fullName?: string; avatarId?: string | null } & ProfileDetails,
    ) {
      await db
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },

    async insertAvatar(userId: string, contentType: string, bytes: Buffer): Promise<string> {
      const [row] = await db
        .insert(avatars)
        .values({ userId, contentType, byteSize: bytes.byteLength, bytes })
        .returning({ id: avatars.id });
      return row!.id;
    },

    async deleteAvatarsExcept(userId: string, keepId: string | null) {
      await db.delete(avatars).where(keepId ? and(eq(avatars.userId, userId), ne(avatars.id, keepId)) : eq(avatars.userId, userId));
    },

    async findAvatar(userId: string, avatarId: string) {
      const [row] = await db
        .select({ contentType: avatars.contentType, bytes: avatars.bytes })
        .from(avatars)
        .where(and(eq(avatars.id, avatarId), eq(avatars.userId, userId)));
      return row;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
