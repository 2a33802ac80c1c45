import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPrerenderedScreen } from './prerendered-screens';

const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

describe('the screens prerendered at build time', () => {
  it.each([
    ['/signin', 'Sign in to Porchlight', ['Email', 'Password'], 'Sign in'],
    ['/signup', 'Create your Porchlight account', ['Full name', 'Email', 'Password'], 'Create account'],
  ] as const)('%s is the screen as it first renders, inside one inert wrapper', (path, heading, fields, submit) => {
    const page = parse(renderPrerenderedScreen(path));
    const wrapper = page.querySelector('#root > div');
    expect(wrapper?.hasAttribute('inert')).toBe(true);
    expect(wrapper?.className).toBe('contents');
    expect(page.querySelector('h1')?.textContent).toBe(heading);
    for (const name of fields) {
      const label = [...page.querySelectorAll('label')].find((l) => l.textContent === name);
      expect(label, name).toBeDefined();
      expect(page.getElementById(label!.htmlFor)?.tagName, name).toBe('INPUT');
    }
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe(submit);
    expect(page.body.textContent).not.toContain(' with ');
  });

  it('draws the sign-in and sign-up screens', () => {
    expect(PRERENDERED_PATHS).toEqual(['/signin', '/signup']);
  });
});
