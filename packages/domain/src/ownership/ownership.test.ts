import { describe, expect, it } from 'vitest';
import { AssignRecordsRequestSchema } from './ownership-schemas.ts';
import { assignedNotificationText, ownerLabel } from './ownership.ts';

const ID = '0b6f2c1e-4a7d-4c35-9a55-2f7a1d9e8b10';

describe('AssignRecordsRequestSchema', () => {
  it.each([
    [{ ids: [ID], assigneeId: 'u1' }, true],
    [{ ids: [], assigneeId: 'u1' }, false],
    [{ ids: ['nope'], assigneeId: 'u1' }, false],
    [{ ids: [ID], assigneeId: '  ' }, false],
    [{ ids: [ID] }, false],
    [{ ids: [ID], assigneeId: 'u1', extra: 1 }, false],
    [{ ids: Array.from({ length: 501 }, () => ID), assigneeId: 'u1' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(AssignRecordsRequestSchema.safeParse(body).success).toBe(valid);
  });

  it('names the field it refuses', () => {
    const result = AssignRecordsRequestSchema.safeParse({ ids: [ID] });
    expect(result.error?.issues[0]?.path).toEqual(['assigneeId']);
  });
});

describe('assignedNotificationText', () => {
  it.each([
    ['leads', 1, 'Rosa Diaz', 'Ann Lee', null, 'Lead assigned to you', 'Ann Lee assigned Rosa Diaz to you.'],
    ['leads', 3, 'A', 'Ann Lee', 'Ann Lee', '3 leads assigned to you', "Ann Lee assigned 3 leads to you in Ann Lee's team."],
    ['properties', 1, '12 Oak St', 'Ben', 'Ann', 'Property assigned to you', "Ben assigned 12 Oak St to you in Ann's team."],
    ['properties', 2, 'a', 'Ben', null, '2 properties assigned to you', 'Ben assigned 2 properties to you.'],
  ] as const)('%s x%d (%s) by %s', (kind, count, first, by, team, title, message) => {
    expect(assignedNotificationText(kind, count, first, by, team)).toEqual({ title, message });
  });
});

describe('ownerLabel', () => {
  it.each([
    ['u1', 'Ann', 'u1', 'You'],
    ['u2', 'Ben', 'u1', 'Ben'],
    [null, null, 'u1', 'Unassigned'],
  ])('%s/%s seen by %s is %s', (id, name, viewer, label) => {
    expect(ownerLabel(id, name, viewer)).toBe(label);
  });
});
