import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_STAGES } from '../pipeline/pipeline-stages';
import { matchImportOwner, matchImportStage } from './book-matching';
import { parseImportDateTime } from './import-dates';

const stages = DEFAULT_PIPELINE_STAGES.map((name, i) => ({ id: `s${i}`, name }));
const withSphere = [...stages, { id: 'sphere', name: 'Sphere' }];

describe('matchImportStage', () => {
  it.each([
    ['New', 'New', 'exact'],
    ['under contract', 'Under Contract', 'exact'],
    ['Lead', 'New', 'near'],
    ['Hot Prospect', 'Contacted', 'near'],
    ['Prospect', 'Contacted', 'near'],
    ['Nurture', 'Contacted', 'near'],
    ['Active Client', 'Showing', 'near'],
    ['Pending', 'Under Contract', 'near'],
    ['Closed', 'Closed', 'exact'],
    ['Past Client', 'Closed', 'near'],
    ['Trash', 'Lost', 'near'],
    ['Sphere', 'New', 'first'],
    ['Something Custom', 'New', 'first'],
  ])('%s → %s (%s)', (value, stage, kind) => {
    expect(matchImportStage(value, stages)).toEqual({ stage: stages.find((s) => s.name === stage), kind });
  });

  it.each([
    ['Sphere', { Sphere: 's5' }, 's5', 'chosen'],
    ['sphere', { Sphere: 's5' }, 's5', 'chosen'],
    ['Sphere', { Sphere: 'gone' }, 's0', 'first'],
    ['Something Custom', { Sphere: 's5' }, 's0', 'first'],
  ] as const)("%s with the agent's choices %j → %s (%s, issue 50)", (value, choices, id, kind) => {
    expect(matchImportStage(value, stages, choices)).toEqual({ stage: stages.find((s) => s.id === id), kind });
  });

  it("prefers the account's own stage of that name", () => {
    expect(matchImportStage('sphere', withSphere)).toEqual({ stage: { id: 'sphere', name: 'Sphere' }, kind: 'exact' });
  });

  it('takes the next nearest stage when the account renamed one', () => {
    const noShowing = stages.filter((s) => s.name !== 'Showing');
    expect(matchImportStage('Active Client', noShowing)?.stage.name).toBe('Appointment');
  });

  it('has no match for an empty stage or an account without stages', () => {
    expect(matchImportStage('', stages)).toBeNull();
    expect(matchImportStage(null, stages)).toBeNull();
    expect(matchImportStage('Lead', [])).toBeNull();
  });
});

describe('matchImportOwner', () => {
  const people = [
    { id: 'u1', name: 'Dana Agent', email: 'dana@example.com' },
    { id: 'u2', name: 'Sam Lee', email: 'sam@example.com' },
  ];
  it.each([
    ['Dana Agent', 'u1'],
    ['dana  agent', 'u1'],
    ['SAM@example.com', 'u2'],
    ['Someone Else', null],
    ['', null],
  ])('%s → %s', (value, id) => {
    expect(matchImportOwner(value, people)?.id ?? null).toBe(id);
  });
});

describe('parseImportDateTime', () => {
  it.each([
    ['2024-02-11 08:30:00', '2024-02-11T08:30:00.000Z'],
    ['2024-02-11', '2024-02-11T12:00:00.000Z'],
    ['3/5/2024 1:05 PM', '2024-03-05T13:05:00.000Z'],
    ['3/5/2024 12:10 am', '2024-03-05T00:10:00.000Z'],
    ['2024-02-11T08:30:00Z', '2024-02-11T08:30:00.000Z'],
    ['2024-02-11T08:30:00-05:00', '2024-02-11T13:30:00.000Z'],
    ['not a date', null],
    ['', null],
  ])('%s → %s', (value, iso) => {
    expect(parseImportDateTime(value)).toBe(iso);
  });
});
