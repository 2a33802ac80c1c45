import { describe, expect, it } from 'vitest';
import { CreateLeadRequestSchema } from '../leads/lead-schemas.ts';
import { DEFAULT_PIPELINE_STAGES, PIPELINE_STAGES_MAX, STAGE_NAME_MAX, SavePipelineStagesRequestSchema } from './pipeline-stages.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const firstIssue = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('pipeline stage constants', () => {
  it('starts every account with the eight stages of issue 18, in order', () =>
    expect(DEFAULT_PIPELINE_STAGES).toEqual(['New', 'Contacted', 'Appointment', 'Showing', 'Offer', 'Under Contract', 'Closed', 'Lost']));
  it('pins the limits', () => expect([STAGE_NAME_MAX, PIPELINE_STAGES_MAX]).toEqual([40, 20]));
});

describe('SavePipelineStagesRequestSchema', () => {
  it.each([
    [{}, 'stages', 'stages must be a list'],
    [{ stages: [] }, 'stages', 'Keep at least one stage'],
    [{ stages: [{ name: ' ' }] }, 'stages.0.name', 'Stage name is required'],
    [{ stages: [{ name: 'x'.repeat(41) }] }, 'stages.0.name', 'Stage name must be at most 40 characters'],
    [{ stages: Array.from({ length: 21 }, (_, i) => ({ name: `S${i}` })) }, 'stages', 'At most 20 stages'],
    [{ stages: [{ name: 'New' }, { name: ' new ' }] }, 'stages.1.name', 'There is already a stage named new'],
    [
      {
        stages: [
          { id: A, name: 'One' },
          { id: A, name: 'Two' },
        ],
      },
      'stages.1.id',
      'A stage appears twice',
    ],
    [{ stages: [{ id: 'x', name: 'One' }] }, 'stages.0.id', 'Must be a stage id'],
    [{ stages: [{ name: 'One', color: 'red' }] }, 'stages.0', 'Unrecognized key: "color"'],
  ])('%j → %s: %s', (input, path, message) => expect(firstIssue(SavePipelineStagesRequestSchema, input)).toEqual({ path, message }));

  it('trims names and defaults moveLeadsTo to none', () =>
    expect(SavePipelineStagesRequestSchema.parse({ stages: [{ id: A, name: ' Lead in ' }, { name: 'Won' }] })).toEqual({
      stages: [{ id: A, name: 'Lead in' }, { name: 'Won' }],
      moveLeadsTo: {},
    }));

  it('keeps moveLeadsTo', () =>
    expect(SavePipelineStagesRequestSchema.parse({ stages: [{ id: B, name: 'B' }], moveLeadsTo: { [A]: B } }).moveLeadsTo).toEqual({
      [A]: B,
    }));
});

describe('a lead’s pipeline fields', () => {
  it.each([
    [{ name: 'Ann', dealValue: '450k' }, { dealValue: 450000 }],
    [{ name: 'Ann', dealValue: '$1,250,000' }, { dealValue: 1250000 }],
    [{ name: 'Ann', dealValue: '' }, { dealValue: null }],
    [{ name: 'Ann', expectedCloseDate: '2026-03-31' }, { expectedCloseDate: '2026-03-31' }],
    [{ name: 'Ann', stageId: '' }, { stageId: undefined }],
    [{ name: 'Ann', stageId: A }, { stageId: A }],
  ])('%j reads as %j', (input, expected) => expect(CreateLeadRequestSchema.parse(input)).toMatchObject(expected));

  it.each([
    [{ name: 'Ann', dealValue: 'a lot' }, 'dealValue', 'Enter an amount in dollars, like 450000'],
    [{ name: 'Ann', dealValue: -1 }, 'dealValue', 'Must be 0 or more'],
    [{ name: 'Ann', expectedCloseDate: '2026-02-30' }, 'expectedCloseDate', 'That date does not exist'],
    [{ name: 'Ann', stageId: 'new' }, 'stageId', 'Must be a stage id'],
  ])('%j → %s: %s', (input, path, message) => expect(firstIssue(CreateLeadRequestSchema, input)).toEqual({ path, message }));
});
