import { describe, expect, it } from 'vitest';
import { partOfUrlWithNul } from './url-nul-guard.ts';

describe('a NUL anywhere in the URL is named', () => {
  it.each([
    ['/api/leads?search=a%00b', 'search'],
    ['/api/leads?book=%00', 'book'],
    ['/api/leads?status=hot&tag=%00x', 'tag'],
    ['/api/leads?a%00=1', 'query'],
    ['/api/leads/a%00b', 'path'],
    ['/api/leads/%00/history', 'path'],
    ['/api/leads?search=%00%ff%fe', 'search'],
    ['/api/leads?search=abc', undefined],
    ['/api/leads?search=%ff%fe', undefined],
    ['/api/leads/%E0%A4%A', undefined],
    ['/api/leads?search=%2500', undefined],
  ])('%s -> %s', (path, part) => expect(partOfUrlWithNul(`http://localhost${path}`)).toBe(part));
});
