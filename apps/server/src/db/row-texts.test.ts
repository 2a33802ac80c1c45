import { describe, expect, it } from 'vitest';
import { createRowTexts } from './row-texts.ts';

describe('createRowTexts', () => {
  it('answers a kept text by its version, and nothing for another version of the row', () => {
    const texts = createRowTexts();
    texts.set('lead-1 100', '{"name":"Ada"}');
    expect(texts.get('lead-1 100')).toBe('{"name":"Ada"}');
    expect(texts.get('lead-1 101')).toBeUndefined();
  });

  it('holds at most its characters, letting go of the least recently read first', () => {
    const texts = createRowTexts({ maxCharacters: 30 });
    texts.set('a 1', 'x'.repeat(7)); // 10 characters with its version
    texts.set('b 1', 'x'.repeat(7));
    texts.set('c 1', 'x'.repeat(7));
    texts.get('a 1');
    texts.set('d 1', 'x'.repeat(7));
    expect(texts.get('b 1')).toBeUndefined();
    expect(texts.get('a 1')).toBeDefined();
    expect(texts.size).toBe(3);
  });

  it('does not keep a text larger than all it may hold', () => {
    const texts = createRowTexts({ maxCharacters: 10 });
    texts.set('a 1', 'x'.repeat(20));
    expect(texts.get('a 1')).toBeUndefined();
  });
});
