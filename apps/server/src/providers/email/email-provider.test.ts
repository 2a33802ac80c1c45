import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import type { EmailOutboxRepository } from './email-outbox.repository.ts';
import { createOutboxEmailProvider } from './email-provider.ts';
import { passwordResetEmail } from './templates.ts';

const LINK = 'http://localhost:3000/api/auth/reset-password/secret-reset-token?callbackURL=%2Freset-password';

async function sendResetThroughOutbox(logBodies: boolean) {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const kept: unknown[] = [];
  const outbox = { record: async (entry: unknown) => (kept.push(entry), 'email-1') } as unknown as EmailOutboxRepository;
  const email = createOutboxEmailProvider({
    outbox,
    logger: createLogger('info', false, stream),
    from: 'Porchlight <no-reply@porchlight.local>',
    logBodies,
  });
  await email.send({ to: 'dana@example.com', ...passwordResetEmail('Dana', LINK, 60), kind: 'password-reset' });
  return { log: lines.join(''), kept };
}

describe('the outbox (no SMTP_URL)', () => {
  it('in development prints the message, so a reset link can be followed locally', async () => {
    const { log, kept } = await sendResetThroughOutbox(true);
    expect(log).toContain('secret-reset-token');
    expect(kept).toHaveLength(1);
  });

  it('in production keeps the message in the outbox but never prints its text or links', async () => {
    const { log, kept } = await sendResetThroughOutbox(false);
    expect(log).not.toContain('secret-reset-token');
    expect(log).toContain('set SMTP_URL to send e-mail');
    expect(JSON.stringify(kept)).toContain('secret-reset-token');
  });
});
