import type { BookChange } from '@porchlight/domain/realtime/book-change';
import type { Infra } from '../../infra.ts';
import { createPipelineRepository } from './pipeline.repository.ts';
import { createPipelineService } from './pipeline.service.ts';

export type PipelinePorts = {
  /** Open lists and dashboards of the book reload (ownership's). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
};

export function registerPipeline({ db }: Infra, { bookChanged }: PipelinePorts) {
  return createPipelineService(createPipelineRepository(db), {
    onLeadsMoved: (userId, count) => bookChanged(userId, { entity: 'leads', change: 'updated', count }),
  });
}
