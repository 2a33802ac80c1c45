import { describe, expect, it } from 'vitest';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT, sourceMapOneLineDown, withCompileHint } from './compile-hints-plugin';

describe('the compile hint on every script of the build', () => {
  it.each([
    ['a chunk', 'const a=1;\nexport{a};', `${COMPILE_HINT}\nconst a=1;\nexport{a};`],
    ['an empty chunk', '', `${COMPILE_HINT}\n`],
    ['a chunk that has it already', `${COMPILE_HINT}\nconst a=1;`, `${COMPILE_HINT}\nconst a=1;`],
  ])('puts it on the first line of %s, once', (_name, code, expected) => {
    expect(withCompileHint(code)).toBe(expected);
  });

  it('moves the source map one line down with the code, so it still points at the right source', () => {
    // `add` at line 1, column 9 of the chunk came from line 3, column 16 of add.ts.
    const map = JSON.stringify({ version: 3, file: 'x.js', sources: ['add.ts'], names: ['add'], mappings: 'SAEgBA' });
    const before = new SourceMapConsumer(JSON.parse(map));
    const after = new SourceMapConsumer(JSON.parse(sourceMapOneLineDown(map)));
    const origin = { source: 'add.ts', line: 3, column: 16, name: 'add' };
    expect(before.originalPositionFor({ line: 1, column: 9 })).toEqual(origin);
    expect(after.originalPositionFor({ line: 2, column: 9 })).toEqual(origin);
    expect(after.originalPositionFor({ line: 1, column: 9 }).source).toBeNull();
  });
});
