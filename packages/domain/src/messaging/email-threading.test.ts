import { describe, expect, it } from 'vitest';
import { REFERENCES_MAX, replyThreading } from './email-threading';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `<m${i + 1}@x.test>`);

describe("a reply's threading headers", () => {
  it('keeps REFERENCES_MAX at 20', () => expect(REFERENCES_MAX).toBe(20));

  it.each([
    ['the first e-mail', [], undefined],
    ['a reply to one', ['<a@x>'], { inReplyTo: '<a@x>', references: ['<a@x>'] }],
    ['the whole chain, the parent last', ['<a@x>', '<b@y>', '<c@x>'], { inReplyTo: '<c@x>', references: ['<a@x>', '<b@y>', '<c@x>'] }],
    ['20 ids whole', ids(20), { inReplyTo: '<m20@x.test>', references: ids(20) }],
    ['25 ids: the first and the latest 19', ids(25), { inReplyTo: '<m25@x.test>', references: [ids(25)[0], ...ids(25).slice(6)] }],
  ])('%s', (_, thread, expected) => expect(replyThreading(thread)).toEqual(expected));
});
