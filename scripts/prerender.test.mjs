import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerender, withPrerenderedScreen } from './prerender.mjs';
import { root } from './build-stamp.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-prerender-dist-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const INDEX =
  '<!doctype html><head><script>theme()</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>';

describe('the public pages prerendered at build time', () => {
  it('are the built index.html with the screen inside its root element, one file a path', async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    const pages = await prerender(path.join(root, 'apps/web'), dist);
    expect(pages.map((file) => path.relative(dist, file))).toEqual(['signin/index.html', 'signup/index.html']);
    const signIn = fs.readFileSync(path.join(dist, 'signin/index.html'), 'utf8');
    expect(signIn).toMatch(
      /^<!doctype html><head><script>theme\(\)<\/script><\/head><body><div id="root"><div inert="" class="contents"><main/,
    );
    expect(signIn).toContain('Sign in to Porchlight');
    expect(signIn).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(fs.readFileSync(path.join(dist, 'signup/index.html'), 'utf8')).toContain('Create your Porchlight account');
    // Nothing but the pages is left in dist.
    expect(fs.readdirSync(dist).sort()).toEqual(['index.html', 'signin', 'signup']);
  }, 60_000);

  it('writes the screen as it is, "$&" included', () => {
    expect(withPrerenderedScreen('<div id="root"></div>', '<p>$&</p>')).toBe('<div id="root"><p>$&</p></div>');
    expect(() => withPrerenderedScreen('<main></main>', '<p></p>')).toThrow(/no <div id="root"><\/div>/);
  });
});
