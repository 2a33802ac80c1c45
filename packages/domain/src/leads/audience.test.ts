import { describe, expect, it } from 'vitest';
import { buildAudience, sharePercent, type AudienceCount } from './audience.ts';

const c = (dimension: AudienceCount['dimension'], value: string | null, count: number): AudienceCount => ({ dimension, value, count });

describe('buildAudience', () => {
  it('always lists hot, warm and cold, then leads with no status', () => {
    const { segments } = buildAudience(10, [c('status', 'hot', 4), c('status', null, 3), c('status', 'cold', 3)]);
    expect(segments.status).toEqual([
      { filter: { status: 'hot' }, label: 'Hot', count: 4, share: 40 },
      { filter: { status: 'warm' }, label: 'Warm', count: 0, share: 0 },
      { filter: { status: 'cold' }, label: 'Cold', count: 3, share: 30 },
      { filter: { status: 'none' }, label: 'No status', count: 3, share: 30 },
    ]);
  });

  it('merges spellings that differ by case or spacing under the most used one', () => {
    const { segments } = buildAudience(6, [
      c('location', 'Austin, TX', 1),
      c('location', 'austin,  tx', 0),
      c('location', 'AUSTIN, TX ', 3),
      c('location', 'Dallas', 2),
    ]);
    expect(segments.location.map((s) => [s.label, s.count])).toEqual([
      ['AUSTIN, TX', 4],
      ['Dallas', 2],
    ]);
  });

  it('breaks a tie between spellings the same way whatever the row order', () => {
    const label = (counts: AudienceCount[]) => buildAudience(2, counts).segments.tag[0]!.label;
    expect(label([c('tag', 'buyer', 1), c('tag', 'Buyer', 1)])).toBe('Buyer');
    expect(label([c('tag', 'Buyer', 1), c('tag', 'buyer', 1)])).toBe('Buyer');
  });

  it('sorts by count, then name, and sums the rest into Other', () => {
    const counts = [
      c('source', 'Zillow', 5),
      c('source', 'Open house', 5),
      c('source', 'Referral', 2),
      c('source', 'Facebook', 1),
      c('source', null, 2),
    ];
    const { segments } = buildAudience(15, counts, 2);
    expect(segments.source).toEqual([
      { filter: { source: 'Open house' }, label: 'Open house', count: 5, share: 33 },
      { filter: { source: 'Zillow' }, label: 'Zillow', count: 5, share: 33 },
      { filter: null, label: 'Other (2)', count: 3, share: 20 },
      { filter: null, label: 'No source', count: 2, share: 13 },
    ]);
  });

  it('counts a lead in each of its tags, so tag shares may pass 100 in total', () => {
    const { segments } = buildAudience(2, [c('tag', 'buyer', 2), c('tag', 'vip', 2)]);
    expect(segments.tag.reduce((sum, s) => sum + s.share, 0)).toBe(200);
  });

  it('has no segments but the three statuses when there are no leads', () => {
    const audience = buildAudience(0, []);
    expect(audience.segments.tag).toEqual([]);
    expect(audience.segments.status.map((s) => s.share)).toEqual([0, 0, 0]);
  });

  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
  ])('share of %s in %s is %s%%', (count, total, share) => expect(sharePercent(count, total)).toBe(share));
});
