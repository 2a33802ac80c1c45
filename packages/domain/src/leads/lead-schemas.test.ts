import { describe, expect, it } from 'vitest';
import { BulkAddLeadTagRequestSchema, CreateLeadRequestSchema, UpdateLeadRequestSchema } from './lead-schemas.ts';
import { LeadListQuerySchema } from './lead-list-query.ts';
import { leadStatusChip } from './lead-status.ts';

const firstIssue = (
  input: unknown,
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  } = CreateLeadRequestSchema,
) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('CreateLeadRequestSchema: spec 001 §5 Lead validation', () => {
  it.each([
    [{}, 'name', 'Name is required'],
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ name: null }, 'name', 'Name is required'],
    [{ name: 'Ann', email: 'ann@' }, 'email', 'Invalid email address'],
    [{ name: 'Ann', email: 'not an email' }, 'email', 'Invalid email address'],
    [{ name: 'Ann', status: 'lukewarm' }, 'status', 'Status must be hot, warm, cold or empty'],
    [
      { name: 'Ann', qualification: 'maybe' },
      'qualification',
      'Qualification must be pending, qualified, pre-qualified, not-qualified or empty',
    ],
    [{ name: 'Ann', phone: 5551234 }, 'phone', 'Must be text'],
    [{ name: 'Ann', tags: ['x'.repeat(51)] }, 'tags.0', 'Each tag must be at most 50 characters'],
  ])('%j → %s: %s', (input, path, message) => expect(firstIssue(input)).toEqual({ path, message }));

  it.each([
    [{ name: ' Ann Lee ' }, { name: 'Ann Lee' }],
    [{ name: 'Ann', email: '' }, { email: null }],
    [{ name: 'Ann', status: '' }, { status: null }],
    [{ name: 'Ann', status: 'HOT' }, { status: 'hot' }],
    [{ name: 'Ann', qualification: '' }, { qualification: null }],
    [{ name: 'Ann', qualification: 'pre-qualified' }, { qualification: 'pre-qualified' }],
    [{ name: 'Ann', tags: 'buyer, VIP,buyer , ,vip' }, { tags: ['buyer', 'VIP'] }],
    [{ name: 'Ann', location: '' }, { location: null }],
  ])('%j parses to include %j', (input, expected) => expect(CreateLeadRequestSchema.parse(input)).toMatchObject(expected));

  it('an update may leave the name out, not blank it', () => {
    expect(UpdateLeadRequestSchema.parse({ status: 'cold' })).toEqual({ status: 'cold' });
    expect(firstIssue({ name: '' }, UpdateLeadRequestSchema)).toEqual({ path: 'name', message: 'Name is required' });
  });

  it('a bulk tag needs a tag', () => {
    expect(firstIssue({ ids: ['0b7e4d2c-62c4-4b8c-9d6e-0f1e2d3c4b5a'], tag: ' ' }, BulkAddLeadTagRequestSchema)).toEqual({
      path: 'tag',
      message: 'Tag is required',
    });
  });
});

describe('LeadListQuerySchema', () => {
  it.each([
    [
      { search: 'ann', platform: 'facebook' },
      { search: 'ann', platform: 'facebook', sort: 'createdAt', page: 1, limit: 50 },
    ],
    [
      { status: 'none', qualification: 'qualified' },
      { status: 'none', qualification: 'qualified' },
    ],
  ])('%j → %j', (input, expected) => expect(LeadListQuerySchema.parse(input)).toMatchObject(expected));
  it('refuses an unknown status', () => expect(LeadListQuerySchema.safeParse({ status: 'boiling' }).success).toBe(false));
});

describe('leadStatusChip', () => {
  it.each([
    ['hot', { label: 'Hot', tone: 'hot' }],
    ['warm', { label: 'Warm', tone: 'warm' }],
    ['cold', { label: 'Cold', tone: 'cold' }],
    [null, null],
    ['other', null],
  ])('%j', (status, chip) => expect(leadStatusChip(status)).toEqual(chip));
});
