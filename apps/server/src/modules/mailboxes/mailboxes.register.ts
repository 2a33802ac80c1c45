import type { Infra } from '../../infra.ts';
import { createMailboxWatchers } from './mailbox-watcher.ts';
import type { MailboxMessagingPorts } from './mailboxes-ports.ts';
import { defineMailboxJobs, queueMailboxReadNow, queueNextMailboxRead } from './mailboxes.jobs.ts';
import { createMailboxesRepository } from './mailboxes.repository.ts';
import { createMailboxesService, type MailboxesDeps } from './mailboxes.service.ts';

export type MailboxesPorts = {
  messaging: MailboxMessagingPorts;
  /** Portals' new-lead e-mails in the agent's own mailbox become leads (the lead-capture module). */
  onLeadEmail: NonNullable<MailboxesDeps['onLeadEmail']>;
  /** IMAP IDLE on connected mailboxes (compose's mailboxIdle option; the 30 s reads run either way). */
  idle: boolean;
};

/** Agents' own mailboxes: reads (30 s jobs and IDLE watchers), sends through them, the Sent folder. */
export function registerMailboxes(infra: Infra, ports: MailboxesPorts) {
  const { config, db, jobs, logger } = infra;
  const repo = createMailboxesRepository(db);
  const service = createMailboxesService({
    repo,
    messaging: ports.messaging,
    email: infra.email,
    jobs,
    logger,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    appSecretPrevious: config.appSecretPrevious,
    allowSelfSignedMail: config.nodeEnv !== 'production',
    allowPrivateMailHosts: config.nodeEnv !== 'production',
    onMailboxConnected: async (userId) => {
      await queueNextMailboxRead(jobs, db, userId);
      if (ports.idle) void watchers.reconcile();
    },
    onMailboxDisconnected: (userId) => watchers.stop(userId),
    onLeadEmail: ports.onLeadEmail,
  });
  defineMailboxJobs(jobs, db, service);
  const watchers = createMailboxWatchers({
    repo,
    open: service.openMailboxClient,
    onNewMail: (userId) => queueMailboxReadNow(jobs, db, userId),
    logger,
  });
  return {
    service,
    watchers,
    start: () => {
      if (ports.idle) void watchers.start();
    },
    close: () => watchers.close(),
  };
}
