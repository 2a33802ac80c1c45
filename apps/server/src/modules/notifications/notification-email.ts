import type { NotificationRow } from './notifications.repository.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The e-mail alert for a notification the agent chose to receive by e-mail too. */
export function notificationEmail(row: Pick<NotificationRow, 'title' | 'message' | 'actionUrl' | 'actionLabel'>, appUrl: string) {
  const link = row.actionUrl ? `${appUrl}${row.actionUrl}` : `${appUrl}/dashboard`;
  const label = row.actionLabel ?? 'Open Porchlight';
  const footer = 'You receive this because e-mail alerts are on in Settings > Notifications.';
  const text = [row.title, '', row.message, '', `${label}: ${link}`, '', footer].join('\n');
  const html = `<p><strong>${escapeHtml(row.title)}</strong></p>
<p>${escapeHtml(row.message)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>
<p style="color:#666">${escapeHtml(footer)}</p>`;
  return { subject: row.title, text, html };
}
