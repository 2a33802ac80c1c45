import type { Infra } from '../../infra.ts';
import { createMessageTemplatesRepository } from './message-templates.repository.ts';
import { createMessageTemplatesService, type MessageTemplatesService } from './message-templates.service.ts';

/** Message templates need nothing from other modules. */
export function registerMessageTemplates(infra: Infra): MessageTemplatesService {
  return createMessageTemplatesService(createMessageTemplatesRepository(infra.db));
}
