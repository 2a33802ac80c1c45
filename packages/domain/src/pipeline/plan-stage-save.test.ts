import { describe, expect, it } from 'vitest';
import { planStageSave, type CurrentStage } from './plan-stage-save.ts';
import { SavePipelineStagesRequestSchema, type SavePipelineStagesInput } from './pipeline-stages.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [NEW, OFFER, LOST, ELSEWHERE] = [id(1), id(2), id(3), id(9)];
const current: CurrentStage[] = [
  { id: NEW, name: 'New', position: 0, leadCount: 3 },
  { id: OFFER, name: 'Offer', position: 1, leadCount: 0 },
  { id: LOST, name: 'Lost', position: 2, leadCount: 1 },
];
const plan = (input: SavePipelineStagesInput) => planStageSave(current, SavePipelineStagesRequestSchema.parse(input));
const all = [
  { id: NEW, name: 'New' },
  { id: OFFER, name: 'Offer' },
  { id: LOST, name: 'Lost' },
];

describe('planStageSave: the stage list rules', () => {
  it.each<[string, SavePipelineStagesInput, ReturnType<typeof plan>]>([
    [
      'renames and reorders in place',
      {
        stages: [
          { id: OFFER, name: 'Offer made' },
          { id: NEW, name: 'New' },
          { id: LOST, name: 'Lost' },
        ],
      },
      {
        keep: [
          { id: OFFER, name: 'Offer made', position: 0 },
          { id: NEW, name: 'New', position: 1 },
          { id: LOST, name: 'Lost', position: 2 },
        ],
        add: [],
        moves: [],
        remove: [],
      },
    ],
    [
      'adds a stage where it is placed',
      { stages: [all[0]!, { name: 'Showing' }, all[1]!, all[2]!] },
      {
        keep: [
          { ...all[0]!, position: 0 },
          { ...all[1]!, position: 2 },
          { ...all[2]!, position: 3 },
        ],
        add: [{ name: 'Showing', position: 1 }],
        moves: [],
        remove: [],
      },
    ],
    [
      'removes an empty stage',
      { stages: [all[0]!, all[2]!] },
      {
        keep: [
          { ...all[0]!, position: 0 },
          { ...all[2]!, position: 1 },
        ],
        add: [],
        moves: [],
        remove: [OFFER],
      },
    ],
    [
      'moves the leads of a removed stage first',
      { stages: [all[0]!, all[1]!], moveLeadsTo: { [LOST]: NEW } },
      {
        keep: [
          { ...all[0]!, position: 0 },
          { ...all[1]!, position: 1 },
        ],
        add: [],
        moves: [{ from: LOST, to: NEW }],
        remove: [LOST],
      },
    ],
    [
      'refuses to strand leads (409)',
      { stages: [all[1]!, all[2]!] },
      { status: 409, message: 'New has 3 leads: choose a stage to move them to before removing it' },
    ],
    [
      'refuses a stage of another account (404)',
      { stages: [...all, { id: ELSEWHERE, name: 'Theirs' }] },
      { status: 404, message: 'Stage not found' },
    ],
    [
      'refuses moving to another account’s stage (404)',
      { stages: [all[0]!, all[1]!], moveLeadsTo: { [LOST]: ELSEWHERE } },
      { status: 404, message: 'Stage not found' },
    ],
    [
      'refuses moving from a stage that stays (400)',
      { stages: all, moveLeadsTo: { [NEW]: OFFER } },
      { status: 400, message: 'moveLeadsTo: New is not being removed' },
    ],
    [
      'refuses moving into a stage removed too (400)',
      { stages: [all[0]!], moveLeadsTo: { [LOST]: OFFER } },
      { status: 400, message: 'moveLeadsTo: Offer is being removed too; choose a stage that stays' },
    ],
  ])('%s', (_, input, expected) => expect(plan(input)).toEqual(expected));
});
