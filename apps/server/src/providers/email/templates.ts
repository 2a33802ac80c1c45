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
