import { and, asc, eq, sql } from 'drizzle-orm';
import type { PropertyPhotoType } from '@porchlight/domain/properties/property-photos';
import type { Database } from '../../db/client.ts';
import { properties, propertyPhotos } from '../../db/schema/index.ts';

export type PhotoRow = {
  id: string;
  propertyId: string;
  position: number;
  contentType: PropertyPhotoType;
  byteSize: number;
  createdAt: Date;
};

const columns = {
  id: propertyPhotos.id,
  propertyId: propertyPhotos.propertyId,
  position: propertyPhotos.position,
  contentType: propertyPhotos.contentType,
  byteSize: propertyPhotos.byteSize,
  createdAt: propertyPhotos.createdAt,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const ownPhotos = (userId: string, propertyId: string) => and(eq(propertyPhotos.userId, userId), eq(propertyPhotos.propertyId, propertyId));

export function createPropertyPhotosRepository(db: Database) {
  /** Locks the agent's property row, so uploads and reorders of one gallery take turns. */
  async function lockProperty(tx: Transaction, userId: string, propertyId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)))
      .for('update');
    return rows.length > 0;
  }

  return {
    async propertyExists(userId: string, propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
      return Boolean(row);
    },

    async list(userId: string, propertyId: string): Promise<PhotoRow[]> {
      return (await db
        .select(columns)
        .from(propertyPhotos)
        .where(ownPhotos(userId, propertyId))
        .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt))) as PhotoRow[];
    },

    /** Adds a photo at the end of the gallery; 'full' when the property already has `max`, 'missing' when it is not the agent's. */
    async add(
      userId: string,
      propertyId: string,
      photo: { contentType: PropertyPhotoType; bytes: Buffer },
      max: number,
    ): Promise<'added' | 'full' | 'missing'> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, userId, propertyId))) return 'missing';
        const [stats] = await tx
          .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${propertyPhotos.position}) + 1, 0)::int` })
          .from(propertyPhotos)
          .where(ownPhotos(userId, propertyId));
        if ((stats?.n ?? 0) >= max) return 'full';
        await tx.insert(propertyPhotos).values({
          userId,
          propertyId,
          position: stats?.next ?? 0,
          contentType: photo.contentType,
          byteSize: photo.bytes.byteLength,
          bytes: photo.bytes,
        });
        return 'added';
      });
    },

    /** Writes the gallery's order: `ids` must be exactly its photos, else nothing changes ('mismatch'). */
    async reorder(userId: string, propertyId: string, ids: string[]): Promise<'reordered' | 'mismatch' | 'missing'> {
      return db.transaction(async (tx) => {
        if (!(await lockProperty(tx, userId, propertyId))) return 'missing';
        const current = await tx.select({ id: propertyPhotos.id }).from(propertyPhotos).where(ownPhotos(userId, propertyId));
        const known = new Set(current.map((p) => p.id));
        if (current.length !== ids.length || !ids.every((id) => known.has(id))) return 'mismatch';
        for (const [position, id] of ids.entries()) await tx.update(propertyPhotos).set({ position }).where(eq(propertyPhotos.id, id));
        return 'reordered';
      });
    },

    async remove(userId: string, propertyId: string, photoId: string): Promise<boolean> {
      const deleted = await db
        .delete(propertyPhotos)
        .where(and(ownPhotos(userId, propertyId), eq(propertyPhotos.id, photoId)))
        .returning({ id: propertyPhotos.id });
      return deleted.length > 0;
    },

    async findBytes(userId: string, propertyId: string, photoId: string) {
      const [row] = await db
        .select({ contentType: propertyPhotos.contentType, bytes: propertyPhotos.bytes })
        .from(propertyPhotos)
        .where(and(ownPhotos(userId, propertyId), eq(propertyPhotos.id, photoId)));
      return row;
    },
  };
}
export type PropertyPhotosRepository = ReturnType<typeof createPropertyPhotosRepository>;
