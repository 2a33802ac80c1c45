import type { BookChange } from '@porchlight/domain/realtime/book-change';
import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createPropertiesRepository } from './properties.repository.ts';
import { createPropertiesService } from './properties.service.ts';

export type PropertiesPorts = {
  limits: LimitGuard;
  /** Open lists and dashboards of the book reload (ownership's). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
};

export function registerProperties({ db, eventLog }: Infra, { limits, bookChanged }: PropertiesPorts) {
  return createPropertiesService(createPropertiesRepository(db, eventLog), limits, {
    onPropertiesChanged: (userId, change, count) => bookChanged(userId, { entity: 'properties', change, count }),
  });
}
