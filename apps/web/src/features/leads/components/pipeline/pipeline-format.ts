import { formatMoney } from '@porchlight/domain/properties/format-price';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';

/** A stage's pipeline total: "$0" for none (formatMoney says "N/A", which reads as missing data here). */
export const formatPipelineTotal = (dollars: number) => (dollars === 0 ? '$0' : formatMoney(dollars));

/** 2026-06-30 -> Jun 30, 2026 (a calendar date: no time zone shifts it). */
export const formatCloseDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

export const leadCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

/** A card's last touch: "Last touch 3 days ago", or that nobody has reached the lead yet. */
export const lastTouchLabel = (iso: string | null, now = new Date()) => (iso ? `Last touch ${formatTimeAgo(iso, now)}` : 'No touch yet');
