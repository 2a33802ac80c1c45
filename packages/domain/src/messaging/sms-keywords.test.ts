import { describe, expect, it } from 'vitest';
import { helpReply, smsKeyword } from './sms-keywords';

describe('SMS keywords', () => {
  it.each([
    ['STOP', 'opt_out'],
    ['stop', 'opt_out'],
    [' Unsubscribe ', 'opt_out'],
    ['cancel.', 'opt_out'],
    ['START', 'opt_in'],
    ['unstop', 'opt_in'],
    ['HELP', 'help'],
    ['Please stop calling me', undefined],
    ['Yes please', undefined],
  ])('%j is %s', (body, keyword) => expect(smsKeyword(body)).toBe(keyword));

  it('HELP names the agent and how to stop', () => {
    expect(helpReply('Dana Agent')).toContain('Dana Agent');
    expect(helpReply('Dana Agent')).toContain('STOP');
  });
});
