import { and, asc, eq } from 'drizzle-orm';
import type { TemplateRequest, TemplateResponse } from '@porchlight/domain/messaging/message-schemas';
import type { Database } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';

const toTemplate = (r: typeof messageTemplates.$inferSelect): TemplateResponse => ({
  id: r.id,
  name: r.name,
  channel: r.channel,
  subject: r.subject,
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

/** The agent's saved messages (spec 001): texts and e-mails with merge fields, by name. */
export function createMessageTemplatesRepository(db: Database) {
  return {
    async list(userId: string): Promise<TemplateResponse[]> {
      const rows = await db.select().from(messageTemplates).where(eq(messageTemplates.userId, userId)).orderBy(asc(messageTemplates.name));
      return rows.map(toTemplate);
    },
    async create(userId: string, t: TemplateRequest) {
      const [row] = await db
        .insert(messageTemplates)
        .values({ userId, name: t.name, channel: t.channel, subject: t.subject ?? null, body: t.body })
        .returning();
      return toTemplate(row!);
    },
    async update(userId: string, id: string, t: TemplateRequest) {
      const [row] = await db
        .update(messageTemplates)
        .set({ name: t.name, channel: t.channel, subject: t.subject ?? null, body: t.body, updatedAt: new Date() })
        .where(and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id)))
        .returning();
      return row && toTemplate(row);
    },
    async remove(userId: string, id: string) {
      const rows = await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id)))
        .returning({ id: messageTemplates.id });
      return rows.length > 0;
    },
  };
}

export type MessageTemplatesRepository = ReturnType<typeof createMessageTemplatesRepository>;
