import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { BulkMessagingPorts } from './bulk-sends-ports.ts';
import { createBulkSendsRepository } from './bulk-sends.repository.ts';
import { createBulkSendsService, type BulkSendsService } from './bulk-sends.service.ts';

export type BulkSendsPorts = { limits: LimitGuard; messaging: BulkMessagingPorts };

/** Bulk sends: each recipient's message goes out through messaging's send job. */
export function registerBulkSends(infra: Infra, ports: BulkSendsPorts): BulkSendsService {
  return createBulkSendsService({
    repo: createBulkSendsRepository(infra.db),
    messaging: ports.messaging,
    limits: ports.limits,
    publish: infra.bus.publish,
  });
}
