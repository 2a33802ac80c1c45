import os from 'node:os';
import type { Config } from './env.ts';
import type { ComposeOptions } from './compose-options.ts';
import { openDatabase, type DatabaseOptions } from './db/client.ts';
import { createDiskFullRecord } from './db/database-faults.ts';
import { createEventLog } from './events/event-log.ts';
import type { Infra, SideEffect } from './infra.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import type { Logger } from './lib/logger.ts';
import { createRequestQuotas } from './lib/request-quota.ts';
import { createRealtimeBus } from './modules/realtime/realtime-bus.ts';
import { createEmailOutboxRepository } from './providers/email/email-outbox.repository.ts';
import { createEmailProvider } from './providers/email/email-provider.ts';

/**
 * Opens the database (migrating it) and what every module shares: the job queue, the event log,
 * e-mail, request quotas and the realtime bus (listening once this answers).
 */
export async function openInfra(config: Config, logger: Logger, dbOptions: DatabaseOptions, options: ComposeOptions) {
  const database = await openDatabase(dbOptions, logger);
  const { db } = database;
  const diskFull = createDiskFullRecord();
  const jobs = createJobQueue(database, logger, {
    onDiskFull: diskFull.record,
    namespace: options.jobNamespace,
    instanceName: options.instanceName === null ? undefined : (options.instanceName ?? `${os.hostname()}:${config.port}`),
    pollMs: options.jobPollMs,
    schedules: options.jobSchedules,
    leaseSeconds: config.jobLeaseSeconds,
    // The embedded database is one process's: what it finds running was left by a crash.
    soleWorker: database.driver === 'pglite',
  });
  const email = createEmailProvider(config.smtpUrl, {
    outbox: createEmailOutboxRepository(db),
    logger,
    from: config.emailFrom,
    logBodies: config.nodeEnv !== 'production',
  });
  if (email.driver === 'outbox' && config.nodeEnv === 'production') {
    logger.warn('No SMTP_URL: e-mail (password resets, invitations, notifications) is kept in the outbox table and not delivered');
  }
  const bus = createRealtimeBus(database, logger);
  await bus.ready;
  // What one feature tells the agent about another's change is a side effect: it is logged when
  // it fails and never undoes or fails the change that caused it.
  const sideEffect: SideEffect =
    (what, effect) =>
    async (...args) => {
      try {
        await effect(...args);
      } catch (err) {
        logger.error({ err }, `${what} failed`);
      }
    };
  const infra: Infra = {
    config,
    logger,
    database,
    db,
    jobs,
    eventLog: createEventLog(db, jobs),
    bus,
    email,
    quotas: createRequestQuotas(db),
    sideEffect,
  };
  return { infra, diskFull };
}
