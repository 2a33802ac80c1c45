import { describe, expect, it } from 'vitest';
import { parseBookChange } from './book-change';

describe('parseBookChange', () => {
  it.each([
    [
      { entity: 'leads', change: 'created', count: 1 },
      { entity: 'leads', change: 'created', count: 1 },
    ],
    [
      { entity: 'properties', change: 'imported', count: 5000 },
      { entity: 'properties', change: 'imported', count: 5000 },
    ],
    [
      { entity: 'properties', change: 'deleted' },
      { entity: 'properties', change: 'deleted', count: 0 },
    ],
    [{ entity: 'tasks', change: 'created', count: 1 }, null],
    [{ entity: 'leads', change: 'archived', count: 1 }, null],
    [{}, null],
    [null, null],
    ['leads', null],
  ])('%j -> %j', (data, expected) => expect(parseBookChange(data)).toEqual(expected));
});
