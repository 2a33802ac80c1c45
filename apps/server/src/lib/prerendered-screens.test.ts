import { describe, expect, it } from 'vitest';
import { acceptsEncoding, withScreenDrawn } from './prerendered-screens.ts';

const CONFIG = { socialProviders: [], chatWidgetSrc: null };

describe('a screen drawn into index.html', () => {
  it('goes inside the empty root element, ending in the element the head waits for before painting, followed by the settings the app starts with', () => {
    const index = '<!doctype html><head><script>var r="<div>"</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>';
    expect(withScreenDrawn(index, '<h1>Sign in</h1>', CONFIG)).toBe(
      '<!doctype html><head><script>var r="<div>"</script><link rel="expect" href="#porchlight-drawn-end" blocking="render" /></head>' +
        '<body><div id="root"><h1>Sign in</h1><span id="porchlight-drawn-end" hidden></span></div>' +
        '<script type="application/json" id="porchlight-app-config">{"socialProviders":[],"chatWidgetSrc":null}</script>' +
        '<script type="module" src="/assets/index.js"></script></body>',
    );
  });

  it('is written as it is, "$" patterns included', () => {
    expect(withScreenDrawn('</head><div id="root"></div>', '<p>$& and $1 and $$</p>', CONFIG)).toMatch(/<div id="root"><p>\$& and \$1 and \$\$<\/p><span/);
  });

  it('needs an empty root element to go into', () => {
    expect(() => withScreenDrawn('</head><div id="app"></div>', '<h1>Sign in</h1>', CONFIG)).toThrow(/no <div id="root"><\/div>/);
    expect(() => withScreenDrawn('<div id="root"></div>', '<h1>Sign in</h1>', CONFIG)).toThrow(/no <\/head>/);
  });
});

describe('the codings a browser takes', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br', 'gzip', true],
    ['br;q=0, gzip', 'br', false],
    ['br; q=0.5', 'br', true],
    ['GZIP', 'gzip', true],
    ['x-gzip', 'gzip', false],
    ['', 'br', false],
    [undefined, 'gzip', false],
  ] as const)('%j takes %s: %s', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });
});
