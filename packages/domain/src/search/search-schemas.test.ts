import { describe, expect, it } from 'vitest';
import { SearchQuerySchema, searchResultHref } from './search-schemas.ts';

describe('searchResultHref', () => {
  it.each([
    [{ kind: 'leads', id: 'l1', lead_id: null }, '/leads?id=l1'],
    [{ kind: 'properties', id: 'p1', lead_id: null }, '/properties?id=p1'],
    [{ kind: 'messages', id: 'm1', lead_id: 'l1' }, '/inbox?message=m1&highlight=true'],
    [{ kind: 'tasks', id: 't1', lead_id: 'l1' }, '/properties?tab=tracking'],
    [{ kind: 'flows', id: 'f1', lead_id: null }, '/flows?flow=f1'],
  ] as const)('%j -> %s', (result, href) => expect(searchResultHref(result)).toBe(href));
});

describe('SearchQuerySchema', () => {
  it.each([
    [{ q: ' oak ' }, { q: 'oak', offset: 0 }],
    [
      { q: 'oak', kind: 'leads', offset: '25' },
      { q: 'oak', kind: 'leads', offset: 25 },
    ],
    [
      { q: 'oak', kind: '' },
      { q: 'oak', offset: 0 },
    ],
  ])('%j', (input, parsed) => expect(SearchQuerySchema.parse(input)).toEqual(parsed));

  it.each([{ q: '' }, { q: '   ' }, { q: 'x'.repeat(101) }, { q: 'oak', offset: '-1' }, { q: 'oak', kind: 'deals' }, {}])(
    'refuses %j',
    (input) => {
      expect(SearchQuerySchema.safeParse(input).success).toBe(false);
    },
  );
});
