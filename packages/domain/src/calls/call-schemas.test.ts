import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MISSED_CALL_TEXT,
  MISSED_CALL_TEXT_BACK_WINDOW_MINUTES,
  RECORDING_NOTICE,
  billedMinutes,
  inboundWhisper,
  phoneTail,
  recordingSidOf,
  resultOfDial,
  resultOfUnbridged,
  stateOfCallStatus,
  timelineOutcomeOf,
  withRecordingNotice,
} from './call-schemas.ts';

describe('resultOfDial', () => {
  it.each([
    ['completed', 'connected'],
    ['answered', 'connected'],
    ['busy', 'busy'],
    ['no-answer', 'no_answer'],
    ['canceled', 'no_answer'],
    ['failed', 'failed'],
    ['ringing', undefined],
    [undefined, undefined],
  ])('%s → %s', (status, result) => expect(resultOfDial(status)).toBe(result));
});

describe('stateOfCallStatus', () => {
  it.each([
    ['queued', 'dialing'],
    ['initiated', 'dialing'],
    ['ringing', 'ringing'],
    ['in-progress', 'in_progress'],
    ['completed', 'ended'],
    ['no-answer', 'ended'],
    ['busy', 'ended'],
    ['failed', 'ended'],
    ['canceled', 'ended'],
    ['bogus', undefined],
  ])('%s → %s', (status, state) => expect(stateOfCallStatus(status)).toBe(state));
});

describe('resultOfUnbridged', () => {
  it.each([
    ['busy', 'busy'],
    ['failed', 'failed'],
    ['no-answer', 'no_answer'],
    ['completed', 'no_answer'],
    [undefined, 'no_answer'],
  ])('%s → %s', (status, result) => expect(resultOfUnbridged(status)).toBe(result));
});

describe('timelineOutcomeOf', () => {
  it.each([
    ['connected', 'connected'],
    ['voicemail', 'left_voicemail'],
    ['no_answer', 'no_answer'],
    ['busy', 'busy'],
    ['failed', null],
  ] as const)('%s → %s', (result, outcome) => expect(timelineOutcomeOf(result)).toBe(outcome));
});

describe('whispers and tails', () => {
  it('names the lead and stage, or a new caller', () => {
    expect(inboundWhisper('Morgan Lee', 'Hot lead')).toBe('Porchlight: Morgan Lee, Hot lead.');
    expect(inboundWhisper(null, null)).toBe('Porchlight: a new caller.');
  });
  it.each([
    ['+15125551234', '…1234'],
    ['(512) 555-9876', '…9876'],
    ['12', null],
    [null, null],
  ])('%s → %s', (phone, tail) => expect(phoneTail(phone)).toBe(tail));
  it('pins the text-back defaults', () => {
    expect(MISSED_CALL_TEXT_BACK_WINDOW_MINUTES).toBe(60);
    expect(DEFAULT_MISSED_CALL_TEXT).toBe("Sorry I missed you — I'll call you right back");
  });
});

describe('recordings', () => {
  it('pins the notice each party hears, and adds it to the whisper only on a recorded call', () => {
    expect(RECORDING_NOTICE).toBe('This call is recorded.');
    expect(withRecordingNotice('Porchlight: calling Morgan Lee.', true)).toBe('Porchlight: calling Morgan Lee. This call is recorded.');
    expect(withRecordingNotice('Porchlight: calling Morgan Lee.', false)).toBe('Porchlight: calling Morgan Lee.');
  });
  it.each([
    [{ RecordingSid: 'RE0123abcd' }, 'RE0123abcd'],
    [{ RecordingUrl: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE77ff' }, 'RE77ff'],
    [{ RecordingUrl: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE77ff.mp3' }, 'RE77ff'],
    [{ RecordingSid: 'bogus', RecordingUrl: 'https://example.com/a.mp3' }, null],
    [{}, null],
  ])('the recording of %o is %s', (params, sid) => expect(recordingSidOf(params)).toBe(sid));
});

describe('billedMinutes', () => {
  it.each([
    [0, 0],
    [1, 1],
    [60, 1],
    [61, 2],
    [3599, 60],
    [-5, 0],
  ])('%s s → %s min', (seconds, minutes) => expect(billedMinutes(seconds)).toBe(minutes));
});
