import { describe, expect, it } from 'vitest';
import { FlowStepSchema, describeStep, flowProblems, nextStepIndex, type FlowStep } from './flow-steps';
import { FLOW_TEMPLATES } from './flow-templates';
import { CreateFlowRequestSchema } from './automation-schemas';

const steps = (list: unknown[]): FlowStep[] => list.map((s) => FlowStepSchema.parse(s));

describe('FlowStepSchema', () => {
  it.each([
    ['a wait of 0', { id: 'a', type: 'wait', amount: 0, unit: 'days' }, ['amount']],
    ['a wait past a year', { id: 'a', type: 'wait', amount: 400, unit: 'days' }, ['amount']],
    ['a time that is not one', { id: 'a', type: 'wait_until', weekday: 1, time: '25:00' }, ['time']],
    ['an e-mail without a subject', { id: 'a', type: 'send_email', subject: ' ', body: 'x' }, ['subject']],
    ['an update that changes nothing', { id: 'a', type: 'update_lead' }, ['status']],
    ['an unknown status', { id: 'a', type: 'update_lead', status: 'boiling' }, ['status']],
  ])('refuses %s, naming the field', (_name, step, path) => {
    const r = FlowStepSchema.safeParse(step);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(path);
  });

  it('accepts a status cleared to none', () => {
    expect(FlowStepSchema.parse({ id: 'a', type: 'update_lead', status: null })).toMatchObject({ status: null, add_tags: [] });
  });
});

describe('flowProblems', () => {
  it.each([
    ['no steps', [], ['Add at least one step']],
    [
      'two steps with one id',
      [
        { id: 'a', type: 'notify', title: 'x' },
        { id: 'a', type: 'notify', title: 'y' },
      ],
      ['Step 2 has the same id as step 1'],
    ],
    [
      'a branch to a missing step',
      [
        { id: 'b', type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'zz' },
        { id: 'n', type: 'notify', title: 'x' },
      ],
      ['Step 1 jumps to a step that no longer exists'],
    ],
    [
      'a branch backwards',
      [
        { id: 'n', type: 'notify', title: 'x' },
        { id: 'b', type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'n' },
        { id: 'm', type: 'notify', title: 'y' },
      ],
      ['Step 2 can only jump to a later step'],
    ],
    [
      'a wait at the end',
      [
        { id: 'n', type: 'notify', title: 'x' },
        { id: 'w', type: 'wait', amount: 1, unit: 'days' },
      ],
      ['The last step is a wait: nothing happens after it'],
    ],
  ])('%s', (_name, list, messages) => {
    expect(flowProblems(steps(list)).map((p) => p.message)).toEqual(messages);
  });

  it('every ready template is valid and can be turned on', () => {
    for (const template of FLOW_TEMPLATES) {
      const flow = CreateFlowRequestSchema.parse(template.flow);
      expect(flowProblems(flow.steps), template.key).toEqual([]);
    }
  });

  it("no ready template puts the lead's own words in a subject (a stranger may have chosen them; issue 44)", () => {
    const subjects = FLOW_TEMPLATES.flatMap((template) =>
      (template.flow.steps ?? []).flatMap((step) => (step.type === 'send_email' ? [step.subject] : [])),
    );
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.filter((subject) => /\{\{\s*lead\./i.test(subject))).toEqual([]);
  });
});

describe('nextStepIndex', () => {
  const list = steps([
    { id: 'a', type: 'notify', title: 'x' },
    { id: 'b', type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'd' },
    { id: 'c', type: 'notify', title: 'y' },
    { id: 'd', type: 'notify', title: 'z' },
    { id: 'e', type: 'branch', condition: { kind: 'replied', replied: false } },
    { id: 'f', type: 'notify', title: 'w' },
  ]);
  it.each([
    ['a step goes on to the next', 0, true, 1],
    ['a holding branch goes on', 1, true, 2],
    ['a failing branch jumps to its step', 1, false, 3],
    ['a failing branch with no target ends', 4, false, null],
    ['the last step ends', 5, true, null],
  ] as const)('%s', (_name, index, held, expected) => expect(nextStepIndex(list, index, held)).toBe(expected));
});

describe('describeStep', () => {
  it('reads each step in a line', () => {
    expect(describeStep(steps([{ id: 'a', type: 'wait', amount: 2, unit: 'days' }])[0]!)).toBe('Wait 2 days');
    expect(describeStep(steps([{ id: 'a', type: 'wait_until', weekday: 1, time: '09:00' }])[0]!)).toBe('Wait until Monday at 09:00');
    expect(describeStep(steps([{ id: 'a', type: 'update_lead', status: 'hot', add_tags: ['vip'] }])[0]!)).toBe(
      'Update lead: status to hot; add tags vip',
    );
  });
});
