import type { LeadCaptureRepository } from './lead-capture.repository.ts';

type Deps = {
  repo: Pick<LeadCaptureRepository, 'formOf'>;
  /**
   * Sends through the messaging module (compose wires messaging.send, merge fields rendered
   * there): opt-outs, quiet hours and monthly limits hold as for any message; the key makes a
   * rerun send nothing more.
   */
  sendMessage: (
    userId: string,
    message: { channel: 'sms' | 'email'; leadId: string; subject: string; body: string; requestKey: string },
  ) => Promise<unknown>;
  addNote: (userId: string, leadId: string, body: string) => Promise<unknown>;
};

/**
 * The agent's instant reply to a new lead from the form or a lead e-mail. A reply that cannot go
 * (SMS off, no number, the month's limit) is noted on the lead, and the lead is kept regardless.
 */
export function createAutoReply({ repo, sendMessage, addNote }: Deps) {
  return async function autoReply(userId: string, leadId: string): Promise<void> {
    const { autoReply: reply } = await repo.formOf(userId);
    if (!reply.channel) return;
    try {
      await sendMessage(userId, {
        channel: reply.channel,
        leadId,
        subject: reply.subject,
        body: reply.body,
        requestKey: `auto-reply:${leadId}`,
      });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'it could not be sent';
      await addNote(userId, leadId, `Instant ${reply.channel === 'sms' ? 'text' : 'e-mail'} not sent: ${reason}`);
    }
  };
}
export type AutoReply = ReturnType<typeof createAutoReply>;
