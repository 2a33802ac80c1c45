import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import type { MessageChannels } from './message-channels.ts';
import { defineMessagingJobs } from './messaging.jobs.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { createMessagingService, type MessagingDeps, type MessagingService } from './messaging.service.ts';

export type MessagingPorts = {
  limits: LimitGuard;
  /**
   * The sms and mailboxes modules, which send messages and hand the ones that come in back
   * here: they are registered after messaging, so compose passes them late-bound.
   */
  channels: () => MessageChannels;
  /** Lead-capture's rules for automatic messages to leads who came in by themselves. */
  checkAutomaticSend: NonNullable<MessagingDeps['checkAutomaticSend']>;
};

/** Conversations and messages: the send job, other modules' send requests. */
export function registerMessaging(infra: Infra, ports: MessagingPorts): MessagingService {
  const { config, db } = infra;
  const messaging = createMessagingService({
    repo: createMessagingRepository(db),
    conversations: createConversationsRepository(db),
    jobs: infra.jobs,
    eventLog: infra.eventLog,
    limits: ports.limits,
    channels: ports.channels,
    appUrl: config.appUrl,
    appSecret: config.appSecret,
    appSecretPrevious: config.appSecretPrevious,
    publish: infra.bus.publish,
    checkAutomaticSend: ports.checkAutomaticSend,
  });
  defineMessagingJobs(infra.jobs, messaging);
  return messaging;
}
