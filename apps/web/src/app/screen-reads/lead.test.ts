import { afterEach, describe, expect, it } from 'vitest';
import { setActiveBook } from '@/lib/book';
import { threadKey } from '@/features/messaging/api/conversations';
import { screenReads } from './lead';

const keysOf = () => screenReads(new URL('http://localhost/leads/l1'), { id: 'l1' }).map((r) => JSON.stringify(r.queryKey));

afterEach(() => setActiveBook(null));

describe("a lead's page loader", () => {
  it('starts every panel of the page in the agent’s own book, the conversation among them', () => {
    const keys = keysOf();
    expect(keys).toHaveLength(12);
    expect(keys).toContain(JSON.stringify(threadKey('l1')));
  });

  it('leaves out the conversation, templates, flows and saved searches in a team’s book (decision 027)', () => {
    setActiveBook('team-owner-1');
    const keys = keysOf();
    expect(keys).toHaveLength(8);
    expect(keys).not.toContain(JSON.stringify(threadKey('l1')));
  });

  it('starts nothing without a lead id', () => {
    expect(screenReads(new URL('http://localhost/leads'), {})).toEqual([]);
  });
});
