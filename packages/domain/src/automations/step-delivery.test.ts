import { describe, expect, it } from 'vitest';
import {
  STEP_DELIVERY_LABELS,
  STEP_DELIVERY_STATES,
  isOnItsWay,
  latestDelivery,
  stepDelivery,
  type StepDelivery,
  type StepMessage,
} from './step-delivery';

const message = (status: StepMessage['status'], error: string | null = null): StepMessage => ({ id: 'm1', status, error });

describe('stepDelivery', () => {
  it.each([
    ['no message yet: queued for messaging', null, 'done', { state: 'queued', error: null, message_id: null }],
    ['no message and the step failed (messaging refused it)', null, 'failed', { state: 'failed', error: null, message_id: null }],
    ['queued', message('queued'), 'done', { state: 'queued', error: null, message_id: 'm1' }],
    [
      'queued after a failed attempt: retrying, with the error',
      message('queued', 'SMTP: connection refused'),
      'done',
      { state: 'retrying', error: 'SMTP: connection refused', message_id: 'm1' },
    ],
    ['held for quiet hours', message('scheduled'), 'done', { state: 'scheduled', error: null, message_id: 'm1' }],
    ['sending', message('sending'), 'done', { state: 'sending', error: null, message_id: 'm1' }],
    ['sent', message('sent'), 'done', { state: 'sent', error: null, message_id: 'm1' }],
    ['delivered', message('delivered'), 'done', { state: 'delivered', error: null, message_id: 'm1' }],
    [
      'failed for good, with the reason',
      message('failed', 'Not delivered (Twilio error 30006)'),
      'done',
      { state: 'failed', error: 'Not delivered (Twilio error 30006)', message_id: 'm1' },
    ],
    [
      'cancelled (the lead replied STOP first)',
      message('canceled', 'The lead replied STOP before this text went out'),
      'done',
      { state: 'canceled', error: 'The lead replied STOP before this text went out', message_id: 'm1' },
    ],
  ] as const)('%s', (_name, found, result, expected) => {
    expect(stepDelivery('sms', found, result)).toEqual({ channel: 'sms', ...expected });
  });

  it('has a label for every state', () => {
    for (const state of STEP_DELIVERY_STATES) expect(STEP_DELIVERY_LABELS[state]).toMatch(/^[A-Z]/);
  });
});

describe('isOnItsWay', () => {
  it.each([
    ['queued', true],
    ['scheduled', true],
    ['sending', true],
    ['retrying', true],
    ['sent', false],
    ['delivered', false],
    ['failed', false],
    ['canceled', false],
  ] as const)('%s: %s', (state, expected) => {
    expect(isOnItsWay(state)).toBe(expected);
  });
});

describe('latestDelivery', () => {
  const sent: StepDelivery = { channel: 'email', state: 'sent', error: null, message_id: 'm1' };
  const retrying: StepDelivery = { channel: 'sms', state: 'retrying', error: 'timeout', message_id: 'm2' };
  type Step = { index: number; delivery: StepDelivery | null };
  it.each<[string, Step[], number | undefined]>([
    ['no steps', [], undefined],
    ['no send step', [{ index: 0, delivery: null }], undefined],
    [
      'the last send step, past later steps that send nothing',
      [
        { index: 0, delivery: sent },
        { index: 1, delivery: retrying },
        { index: 2, delivery: null },
      ],
      1,
    ],
    [
      'by step index, whatever the order listed',
      [
        { index: 3, delivery: sent },
        { index: 1, delivery: retrying },
      ],
      3,
    ],
  ])('%s', (_name, steps, expectedIndex) => {
    expect(latestDelivery(steps)?.index).toBe(expectedIndex);
  });
});
