import { describe, expect, it } from 'vitest';
import { columnReason } from './column-reasons';

describe('columnReason (issue 50)', () => {
  it.each([
    ['properties', 'List Price', 'current_price', undefined, 'The header names Current price', 'header'],
    ['properties', 'Tot BR', 'bedrooms', undefined, 'Read as “total bedrooms”: Bedrooms', 'header'],
    ['properties', '#HBaths', 'bathrooms_half', undefined, 'Half baths: each adds 0.5 to Bathrooms', 'header'],
    [
      'properties',
      '#3/4Baths',
      'bathrooms_three_quarter',
      undefined,
      'Three-quarter baths: each counts as a full bath in Bathrooms',
      'header',
    ],
    ['properties', 'Area', null, '21', 'Named like Sq ft, but values such as “21” are not: left out rather than read wrong', 'none'],
    ['properties', 'Remarks 2', null, undefined, 'No field of that name', 'none'],
    ['leads', 'Cell Phone 1', 'phone', undefined, 'A mobile number: the lead’s primary phone', 'header'],
    ['leads', 'Work Phone', 'phone', undefined, 'A phone labelled “Work”', 'header'],
    ['leads', 'Email 2', 'email', undefined, 'An e-mail labelled “Email 2”', 'header'],
    ['leads', 'Spouse Email', 'partner_contact', undefined, 'Spouse’s contact, not the lead’s: kept in the notes', 'header'],
    ['leads', 'Status', 'stage', undefined, 'Its values are pipeline stages, not hot, warm or cold: the lead’s stage', 'values'],
    [
      'leads',
      'Phone 1 Type',
      'contact_type',
      undefined,
      'Says what kind of phone or e-mail its number is: the label, a mobile one first',
      'header',
    ],
    ['leads', 'Column 7', 'phone', undefined, 'Its values are phone numbers', 'values'],
  ] as const)('%s %j as %s', (entity, header, target, example, reason, basis) => {
    expect(columnReason(entity, header, target, example)).toEqual({ reason, basis });
  });
});
