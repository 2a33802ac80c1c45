import { describe, expect, it } from 'vitest';
import { copyLine, copyValue } from './copy-text.ts';

describe('COPY text values', () => {
  it.each([
    [null, '\\N'],
    [undefined, '\\N'],
    [true, 't'],
    [false, 'f'],
    [1842, '1842'],
    [Number.NaN, '\\N'],
    ['plain', 'plain'],
    ['tab\there', 'tab\\there'],
    ['line\nbreak\r\n', 'line\\nbreak\\r\\n'],
    ['back\\slash', 'back\\\\slash'],
    [[], '{}'],
    [['Dishwasher', 'Range'], '{"Dishwasher","Range"}'],
    [['say "hi"', 'a\\b'], '{"say \\\\"hi\\\\"","a\\\\\\\\b"}'],
  ])('%j is written %s', (value, expected) => expect(copyValue(value)).toBe(expected));

  it('joins a row with tabs and ends it with a newline', () => expect(copyLine(['a', null, 3])).toBe('a\t\\N\t3\n'));
});
