import { missingStarters } from '@porchlight/domain/messaging/starter-templates';
import type { TemplateRequest } from '@porchlight/domain/messaging/message-schemas';
import { notFound } from '../../lib/http-errors.ts';
import type { MessageTemplatesRepository } from './message-templates.repository.ts';
import { UUID } from '../../lib/record-id.ts';

export function createMessageTemplatesService(repo: MessageTemplatesRepository) {
  return {
    list: (userId: string) => repo.list(userId),
    create: (userId: string, t: TemplateRequest) => repo.create(userId, t),
    /** The starter library, each added once (by name): pressing it twice adds nothing more. */
    async addStarters(userId: string) {
      const existing = await repo.list(userId);
      for (const starter of missingStarters(existing.map((t) => t.name))) await repo.create(userId, starter);
      return repo.list(userId);
    },
    async update(userId: string, id: string, t: TemplateRequest) {
      const row = UUID.test(id) ? await repo.update(userId, id, t) : undefined;
      if (!row) throw notFound('Template not found');
      return row;
    },
    async remove(userId: string, id: string) {
      if (!UUID.test(id) || !(await repo.remove(userId, id))) throw notFound('Template not found');
    },
  };
}

export type MessageTemplatesService = ReturnType<typeof createMessageTemplatesService>;
