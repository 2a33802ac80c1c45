import { describe, expect, it } from 'vitest';
import { seriesColours, STATUS_COLOURS } from './chart-palette';

// Each chart's series as the server names them (apps/server/src/modules/analytics).
const CHARTS: Record<string, string[]> = {
  'leads by status': ['hot', 'warm', 'cold', 'none'],
  'automation runs': ['completed', 'in_progress', 'stopped', 'failed'],
  messages: ['sent', 'received'],
  'properties by status': ['Active', 'Pending', 'Sold', 'Off Market', 'Price Reduced', 'Coming Soon', 'Withdrawn', 'No status'],
  'leads by source': ['src-1', 'src-2', 'src-3', 'src-4', 'src-5', 'src-6', 'src-7', 'src-8', 'other'],
};

describe('chart colours', () => {
  it.each(Object.entries(CHARTS))('give every series of %s its own colour', (_chart, keys) => {
    const colours = seriesColours(keys);
    expect(new Set(colours).size).toBe(keys.length);
  });

  it('keep a status its colour wherever it is drawn', () => {
    expect(seriesColours(['Coming Soon', 'Sold'])).toEqual([STATUS_COLOURS['Coming Soon'], STATUS_COLOURS.Sold]);
    expect(seriesColours(['hot'])[0]).toBe(STATUS_COLOURS.hot);
  });

  it('hand an unnamed series a colour no named one in the chart uses', () => {
    const [unknown] = seriesColours(['Something new', 'Active', 'Pending', 'Sold']);
    expect([STATUS_COLOURS.Active, STATUS_COLOURS.Pending, STATUS_COLOURS.Sold]).not.toContain(unknown);
  });
});
