import { describe, expect, it } from 'vitest';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { withEntryOnTop } from './get-lead-activity';

const entry = (id: string) => ({ id, kind: 'note', body: id }) as LeadActivityResponse;

describe('withEntryOnTop', () => {
  it.each([
    { name: 'an empty cache', list: undefined, added: 'n2', ids: ['n2'] },
    { name: 'a timeline without it', list: ['n1'], added: 'n2', ids: ['n2', 'n1'] },
    // A live refetch brought the note in before the request that made it answered.
    { name: 'a timeline that already has it', list: ['n2', 'n1'], added: 'n2', ids: ['n2', 'n1'] },
  ])('puts the new entry on top once, over $name', ({ list, added, ids }) => {
    expect(withEntryOnTop(list?.map(entry), entry(added)).map((e) => e.id)).toEqual(ids);
  });
});
