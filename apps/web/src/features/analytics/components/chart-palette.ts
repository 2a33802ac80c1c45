/** Series colours that read in both themes: the theme's own accents first, then fixed hues. */
export const SERIES_COLOURS = [
  'var(--primary)',
  'var(--brand)',
  'var(--success)',
  'var(--destructive)',
  'oklch(0.6 0.12 300)',
  'oklch(0.62 0.03 260)',
] as const;

const GREY = 'oklch(0.62 0.03 260)';

/** Series whose meaning has a colour of its own (a hot lead is red, a failed run too). */
const MEANING: Record<string, string> = {
  hot: 'var(--destructive)',
  warm: 'var(--brand)',
  cold: 'var(--primary)',
  none: GREY,
  completed: 'var(--success)',
  in_progress: 'var(--primary)',
  stopped: GREY,
  failed: 'var(--destructive)',
  sent: 'var(--primary)',
  received: 'var(--brand)',
  Active: 'var(--success)',
  Pending: 'var(--brand)',
  Sold: 'var(--primary)',
  'Price Reduced': 'var(--destructive)',
  'Off Market': GREY,
  'No status': 'oklch(0.8 0.02 260)',
  other: GREY,
};

/** The colour of a series (by its key or label when it has a meaning, else by position). */
export const seriesColour = (index: number, key?: string) => (key && MEANING[key]) || SERIES_COLOURS[index % SERIES_COLOURS.length]!;

export const AXIS_STYLE = { fontSize: 12, fill: 'var(--muted-foreground)' } as const;
