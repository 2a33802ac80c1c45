import { describe, expect, it } from 'vitest';
import { MergeLeadsRequestSchema } from './lead-merge-schemas';
import { LEAD_MERGE_MAX } from './merge-values';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('MergeLeadsRequestSchema', () => {
  it.each<[string, unknown, string | null]>([
    ['two leads and a primary', { leadIds: [id(1), id(2)], primaryId: id(1) }, null],
    ['choices from the leads', { leadIds: [id(1), id(2)], primaryId: id(2), choices: { name: id(1), stageId: id(2) } }, null],
    ['ten leads', { leadIds: Array.from({ length: LEAD_MERGE_MAX }, (_, i) => id(i)), primaryId: id(0) }, null],
    ['one lead', { leadIds: [id(1)], primaryId: id(1) }, 'leadIds'],
    ['eleven leads', { leadIds: Array.from({ length: LEAD_MERGE_MAX + 1 }, (_, i) => id(i)), primaryId: id(0) }, 'leadIds'],
    ['a lead twice', { leadIds: [id(1), id(1)], primaryId: id(1) }, 'leadIds'],
    ['a bad id', { leadIds: [id(1), 'nope'], primaryId: id(1) }, 'leadIds.1'],
    ['a primary not among them', { leadIds: [id(1), id(2)], primaryId: id(3) }, 'primaryId'],
    ['a choice not among them', { leadIds: [id(1), id(2)], primaryId: id(1), choices: { email: id(3) } }, 'choices.email'],
    ['an unknown field', { leadIds: [id(1), id(2)], primaryId: id(1), choices: { password: id(1) } }, 'choices'],
    ['an unknown key', { leadIds: [id(1), id(2)], primaryId: id(1), extra: 1 }, ''],
  ])('%s', (_, body, failingPath) => {
    const parsed = MergeLeadsRequestSchema.safeParse(body);
    if (failingPath === null) expect(parsed.success).toBe(true);
    else expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(failingPath);
  });
});
