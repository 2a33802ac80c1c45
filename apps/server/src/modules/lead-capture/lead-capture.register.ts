import type { Infra } from '../../infra.ts';
import { createApiIntake } from './api-intake.ts';
import { createBookingIntake } from './booking-intake.ts';
import { createAutoReply } from './auto-reply.ts';
import { createAutomaticSendCheck } from './automatic-sends.ts';
import { createFormTickets } from '../../lib/form-ticket.ts';
import { startInboundMailServer } from './inbound-mail-server.ts';
import { READ_LEAD_EMAIL_QUEUE, defineLeadCaptureJobs } from './lead-capture.jobs.ts';
import { createLeadCaptureRepository } from './lead-capture.repository.ts';
import { createLeadCaptureService } from './lead-capture.service.ts';
import { createLeadEmailRepository } from './lead-email.repository.ts';
import { createLeadEmailService, type NewAskedProperty } from './lead-email.service.ts';
import { createLeadIntake, type IntakeDeps, type IntakeOrigin } from './lead-intake.ts';
import { createDnsResolve, createSenderCheck } from './sender-check.ts';

type NewLead = Parameters<IntakeDeps['createLead']>[1];

export type LeadCapturePorts = {
  /** Creates a lead (the leads module's: limits, events, live lists); `via: 'api'` for the public API's. */
  createLead: (userId: string, lead: NewLead, origin: IntakeOrigin & { via?: 'api' }) => Promise<{ id: string }>;
  addNote: IntakeDeps['addNote'];
  notify: IntakeDeps['notify'];
  /** Lead e-mails that name a property add it (the properties module's). */
  createProperty: (userId: string, property: NewAskedProperty) => Promise<{ id: string }>;
  /** The agent's instant reply goes out as a message (messaging's: opt-outs, quiet hours, limits). */
  sendMessage: Parameters<typeof createAutoReply>[0]['sendMessage'];
  /** The number the agent's texts come from (messaging's). */
  textingNumberOf: (userId: string) => Promise<string | null>;
};

/**
 * The ways people reach the agent by themselves: the public lead form, lead e-mails (forwarded to
 * the agent's lead address, or found in their own mailbox), and the public API's POST /leads all
 * go through the one intake built here. With INBOUND_EMAIL_DOMAIN it owns our SMTP receiver.
 */
export function registerLeadCapture({ config, logger, db, jobs, quotas }: Infra, ports: LeadCapturePorts) {
  const repo = createLeadCaptureRepository(db);
  const createLead: IntakeDeps['createLead'] = (userId, lead, origin) =>
    ports.createLead(userId, lead, origin.intake === 'api' ? { ...origin, via: 'api' } : origin);
  const autoReply = createAutoReply({ repo, sendMessage: ports.sendMessage, addNote: ports.addNote });
  const intake = createLeadIntake({ repo, createLead, addNote: ports.addNote, notify: ports.notify, onCreated: autoReply });
  const leadCapture = createLeadCaptureService({
    repo,
    tickets: createFormTickets(config.appSecret),
    quotas,
    textingNumberOf: ports.textingNumberOf,
    intake,
    createLead,
    addNote: ports.addNote,
  });
  const leadEmails = createLeadEmailService({
    repo: createLeadEmailRepository(db),
    inboxes: repo,
    intake,
    createProperty: ports.createProperty,
    notify: ports.notify,
    enqueueRead: (emailId, userId) => jobs.enqueue(db, READ_LEAD_EMAIL_QUEUE, { emailId }, { accountId: userId }),
    inboundDomain: config.inboundMail?.domain,
    checkSender: createSenderCheck({
      resolve: createDnsResolve(config.leadMailDnsServers),
      mta: config.inboundMail?.domain ?? 'porchlight',
    }),
  });
  defineLeadCaptureJobs(jobs, leadEmails);

  let inboundMail: Awaited<ReturnType<typeof startInboundMailServer>> | undefined;
  return {
    leadCapture,
    leadEmails,
    /** The public API's POST /leads: the same intake, its leads made via "api". */
    apiIntake: createApiIntake(intake, repo),
    /** The appointments module's booking page: the same intake, its leads made via "booking-page". */
    bookingIntake: createBookingIntake(intake, repo),
    /** Automatic messages to leads who came in by themselves: the caps and the country rule. */
    checkAutomaticSend: createAutomaticSendCheck({ repo, quotas }),
    /** The lead-mail receiver, when INBOUND_EMAIL_DOMAIN and INBOUND_SMTP_PORT are set. */
    start: async () => {
      if (!config.inboundMail) return;
      inboundMail = await startInboundMailServer({
        port: config.inboundMail.port,
        limits: config.inboundMail.limits,
        agentOfAddress: leadEmails.agentOfAddress,
        deliver: leadEmails.receiveForward,
        quotas,
        logger,
      });
      logger.info({ port: inboundMail.port, domain: config.inboundMail.domain }, 'Taking lead e-mail');
    },
    /** The port the receiver listens on, once started (INBOUND_SMTP_PORT=0 picks one). */
    inboundMailPort: () => inboundMail?.port,
    close: async () => {
      await inboundMail?.close();
    },
  };
}
