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

export function teamInvitationEmail(ownerName: string, url: string, validDays: number) {
  const who = ownerName || 'A Porchlight agent';
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
  return { subject: `${who} invited you to their Porchlight team`, text, html };
}
