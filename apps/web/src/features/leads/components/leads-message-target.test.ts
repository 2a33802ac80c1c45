import { describe, expect, it } from 'vitest';
import type { LeadListQuery } from '@porchlight/domain/leads/lead-list-query';
import { filterTarget } from './leads-view';

const base = { sort: 'createdAt', page: 1, limit: 50 } as LeadListQuery;

describe('filterTarget (the leads list as a bulk message audience)', () => {
  it.each<[string, Partial<LeadListQuery>, ReturnType<typeof filterTarget>]>([
    ['no filter: everyone', {}, { audience: {}, description: 'all your leads' }],
    [
      'status and tag',
      { status: 'hot', tag: 'buyer' },
      { audience: { status: 'hot', tag: 'buyer' }, description: 'leads with status Hot, tag buyer' },
    ],
    [
      'no status',
      { status: 'none', location: 'Austin' },
      { audience: { status: '', location: 'Austin' }, description: 'leads with no status, location Austin' },
    ],
    ['a search cannot be an audience', { search: 'ana', status: 'hot' }, undefined],
    ['nor a qualification', { qualification: 'qualified' } as Partial<LeadListQuery>, undefined],
  ])('%s', (_name, query, expected) => {
    expect(filterTarget({ ...base, ...query })).toEqual(expected);
  });
});
