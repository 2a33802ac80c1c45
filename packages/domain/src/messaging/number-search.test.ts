import { describe, expect, it } from 'vitest';
import { numberSearchOf } from './number-search';

describe('where an account texting number is looked for', () => {
  it.each([
    ['+15125550100', { country: 'US', kind: 'Local', areaCode: '512' }],
    ['(512) 555-0100', { country: 'US', kind: 'Local', areaCode: '512' }],
    ['+14165550100', { country: 'CA', kind: 'Local', areaCode: '416' }],
    ['+447700900123', { country: 'GB', kind: 'Mobile' }],
    ['+353851234567', { country: 'IE', kind: 'Mobile' }],
    ['+61412345678', { country: 'AU', kind: 'Mobile' }],
    ['+81312345678', undefined],
    ['555', undefined],
    [null, undefined],
  ])('%s → %j', (phone, search) => expect(numberSearchOf(phone)).toEqual(search));
});
