import { FULL_NAME_MAX_LENGTH } from '@porchlight/domain/auth/auth-schemas';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function passwordResetEmail(name: string, url: string, validMinutes: number) {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your Porchlight account.',
    'Choose a new password here:',
    '',
    url,
    '',
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    '',
    'Porchlight',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Porchlight account.</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a></p>
<p>The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>Porchlight</p>`;
  return { subject: 'Reset your Porchlight password', text, html };
}

/**
 * What an e-mail may say of a name the user typed: no line breaks or control characters, and
 * bounded, so an account cannot make our sender relay a message of its own.
 */
export function quotedUserText(text: string, max: number): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The subject carries no user text: the owner's name and address are quoted in the body only. */
export const TEAM_INVITATION_SUBJECT = "You're invited to join a team on Porchlight";

export function teamInvitationEmail(owner: { name: string; email: string }, url: string, validDays: number) {
  const name = quotedUserText(owner.name, FULL_NAME_MAX_LENGTH);
  const who = name ? `"${name}" (${owner.email})` : owner.email;
  const text = [
    'Hi,',
    '',
    `${who} invited you to join their team on Porchlight.`,
    'Accept the invitation here (sign in, or create an account with this e-mail address):',
    '',
    url,
    '',
    `The invitation expires in ${validDays} days. If you were not expecting it, ignore this e-mail.`,
    '',
    'Porchlight',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>${escapeHtml(who)} invited you to join their team on Porchlight.</p>
<p><a href="${escapeHtml(url)}">Accept the invitation</a> (sign in, or create an account with this e-mail address).</p>
<p>The invitation expires in ${validDays} days. If you were not expecting it, ignore this e-mail.</p>
<p>Porchlight</p>`;
  return { subject: TEAM_INVITATION_SUBJECT, text, html };
}

/** Messaging leads needs a verified address (docs/security.md): the link that verifies it. */
export function emailVerificationEmail(url: string) {
  const text = [
    'Hi,',
    '',
    'Confirm that this is your e-mail address, so you can message your leads from Porchlight:',
    '',
    url,
    '',
    'If you did not ask for this, ignore this e-mail.',
    '',
    'Porchlight',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>Confirm that this is your e-mail address, so you can message your leads from Porchlight.</p>
<p><a href="${escapeHtml(url)}">Verify my e-mail address</a></p>
<p>If you did not ask for this, ignore this e-mail.</p>
<p>Porchlight</p>`;
  return { subject: 'Verify your e-mail address for Porchlight', text, html };
}
