/**
 * Every chart colour, in one place (issue 46: two statuses once shared a colour). Hues that read
 * in both themes: the theme's own accents first, then fixed hues far enough apart to tell.
 */
const PALETTE = {
  blue: 'var(--primary)',
  orange: 'var(--brand)',
  green: 'var(--success)',
  red: 'var(--destructive)',
  purple: 'oklch(0.6 0.14 300)',
  teal: 'oklch(0.65 0.11 190)',
  yellow: 'oklch(0.78 0.14 85)',
  pink: 'oklch(0.68 0.16 350)',
  brown: 'oklch(0.5 0.07 50)',
  grey: 'oklch(0.62 0.03 260)',
  lightGrey: 'oklch(0.82 0.02 260)',
} as const;
type Colour = (typeof PALETTE)[keyof typeof PALETTE];

/** Colours for series with no meaning of their own (lead sources), in the order they are handed out. */
export const SERIES_COLOURS: readonly Colour[] = [
  PALETTE.blue,
  PALETTE.orange,
  PALETTE.green,
  PALETTE.purple,
  PALETTE.teal,
  PALETTE.pink,
  PALETTE.yellow,
  PALETTE.brown,
  PALETTE.red,
];

/**
 * Series whose meaning has a colour (a hot lead is red, a failed run too). Within each chart
 * every status has its own: leads (hot, warm, cold, none), runs (completed, in progress,
 * stopped, failed), messages (sent, received), properties (the five, coming soon, none).
 */
export const STATUS_COLOURS: Record<string, Colour> = {
  hot: PALETTE.red,
  warm: PALETTE.orange,
  cold: PALETTE.blue,
  none: PALETTE.lightGrey,
  completed: PALETTE.green,
  in_progress: PALETTE.blue,
  stopped: PALETTE.grey,
  failed: PALETTE.red,
  sent: PALETTE.blue,
  received: PALETTE.orange,
  Active: PALETTE.green,
  Pending: PALETTE.yellow,
  Sold: PALETTE.blue,
  'Price Reduced': PALETTE.red,
  'Off Market': PALETTE.grey,
  'Coming Soon': PALETTE.purple,
  'No status': PALETTE.lightGrey,
  other: PALETTE.grey,
};

/**
 * The colours of one chart's series, by key (or label): a series with a meaning keeps its colour,
 * the others take the first colours that chart does not use yet, so no two series of a chart
 * look alike (until the palette runs out, past eleven series).
 */
export function seriesColours(keys: readonly string[]): string[] {
  const used = new Set<string>(keys.map((k) => STATUS_COLOURS[k]).filter((c): c is Colour => c !== undefined));
  const free = [...SERIES_COLOURS, PALETTE.grey, PALETTE.lightGrey].filter((c) => !used.has(c));
  let next = 0;
  return keys.map((k) => STATUS_COLOURS[k] ?? free[next++] ?? SERIES_COLOURS[next % SERIES_COLOURS.length]!);
}

export const AXIS_STYLE = { fontSize: 12, fill: 'var(--muted-foreground)' } as const;
