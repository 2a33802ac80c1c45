import { describe, expect, it } from 'vitest';
import { CALL_DURATION_MAX_SECONDS, describeCall, formatCallDuration, parseCallDuration } from './lead-calls.ts';
import { LogLeadCallRequestSchema } from './lead-schemas.ts';

describe('parseCallDuration', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['5', 300],
    ['0.5', 30],
    ['5:30', 330],
    ['0:45', 45],
    ['1:02:03', 3723],
    ['5:75', NaN],
    ['five', NaN],
    ['-3', NaN],
    ['1:2:3:4', NaN],
  ])('%j → %s seconds', (text, seconds) => expect(parseCallDuration(text)).toBe(seconds));
});

describe('formatCallDuration', () => {
  it.each([
    [45, '45 s'],
    [60, '1 min'],
    [330, '5 min 30 s'],
    [3600, '1 h'],
    [3720, '1 h 2 min'],
  ])('%d → %s', (seconds, text) => expect(formatCallDuration(seconds)).toBe(text));
});

describe('describeCall', () => {
  it.each([
    [{ callOutcome: null, callDurationSeconds: null }, 'Call'],
    [{ callOutcome: 'connected', callDurationSeconds: 330 }, 'Call · Connected · 5 min 30 s'],
    [{ callOutcome: 'no_answer', callDurationSeconds: 0 }, 'Call · No answer'],
    [{ callOutcome: 'something old', callDurationSeconds: 60 }, 'Call · 1 min'],
  ])('%j → %s', (call, text) => expect(describeCall(call)).toBe(text));
});

describe('LogLeadCallRequestSchema', () => {
  it.each([
    [{}, {}],
    [
      { outcome: 'left_voicemail', durationSeconds: 60, note: ' Asked for a call back ' },
      { outcome: 'left_voicemail', durationSeconds: 60, note: 'Asked for a call back' },
    ],
    [{ outcome: '', durationSeconds: null }, {}],
  ])('%j parses to %j', (input, parsed) => expect(LogLeadCallRequestSchema.parse(input)).toEqual(parsed));

  it.each([
    [{ outcome: 'hung up' }, 'outcome', 'outcome must be one of connected, left_voicemail, no_answer, busy, wrong_number'],
    [{ durationSeconds: 1.5 }, 'durationSeconds', 'durationSeconds must be a whole number of seconds'],
    [{ durationSeconds: -1 }, 'durationSeconds', 'durationSeconds must be 0 or more'],
    [{ durationSeconds: CALL_DURATION_MAX_SECONDS + 1 }, 'durationSeconds', 'durationSeconds must be at most 14400 (4 hours)'],
    [{ durationSeconds: '5' }, 'durationSeconds', 'durationSeconds must be a number of seconds'],
    [{ minutes: 5 }, '', 'Unrecognized key: "minutes"'],
  ])('%j is refused, naming %s', (input, path, message) => {
    const issue = LogLeadCallRequestSchema.safeParse(input).error?.issues[0];
    expect({ path: issue?.path.join('.'), message: issue?.message }).toEqual({ path, message });
  });
});
