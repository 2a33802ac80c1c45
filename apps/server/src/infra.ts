import type { Database, DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import type { EventLog } from './events/event-log.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './lib/logger.ts';
import type { RequestQuotas } from './lib/request-quota.ts';
import type { RealtimeBus } from './modules/realtime/realtime-bus.ts';
import type { EmailProvider } from './providers/email/email-provider.ts';

/**
 * Wraps what one feature does about another's change: a failure is logged and never undoes or
 * fails the change that caused it.
 */
export type SideEffect = <A extends unknown[]>(what: string, effect: (...args: A) => Promise<unknown>) => (...args: A) => Promise<void>;

/**
 * What every module's `registerX(infra, ports)` is given: the shared infrastructure, opened once
 * by compose(). What a module needs from another module comes in its own `ports` argument, as
 * functions, so modules never import each other.
 */
export type Infra = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  jobs: JobQueue;
  eventLog: EventLog;
  bus: RealtimeBus;
  email: EmailProvider;
  quotas: RequestQuotas;
  sideEffect: SideEffect;
};
