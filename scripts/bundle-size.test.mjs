import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LOADS, firstLoadFiles, firstLoadSizes, packagesIn } from './bundle-size.mjs';

// A build in miniature: the entry shares a chunk with the sign-in screen, which imports a form
// chunk; the dashboard's chart is a dynamic import (a later download), never counted.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/app/routes/signin.tsx'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_form.js': { file: 'assets/form-c.js', imports: ['_react.js'] },
  'src/app/routes/signin.tsx': { file: 'assets/signin-d.js', imports: ['_form.js', '_react.js'] },
  'src/app/routes/signup.tsx': { file: 'assets/signup-h.js', imports: ['_form.js', '_react.js'] },
  'src/app/routes/public-form.tsx': { file: 'assets/public-form-i.js', imports: ['_react.js'] },
  'src/app/layout/shell-route.tsx': { file: 'assets/shell-e.js', imports: ['_react.js'] },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-f.js', imports: ['_react.js'], dynamicImports: ['_chart.js'] },
  '_chart.js': { file: 'assets/chart-g.js' },
  'assets/index.css': { file: 'assets/index.css' },
};

let dist;
afterEach(() => dist && fs.rmSync(dist, { recursive: true, force: true }));

describe('first-load bundle sizes', () => {
  it('follows static imports from the entry and the page modules, each file once, no CSS, no dynamic imports', () => {
    expect(firstLoadFiles(manifest, FIRST_LOADS.signin).sort()).toEqual([
      'assets/form-c.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/signin-d.js',
    ]);
    expect(firstLoadFiles(manifest, FIRST_LOADS.shell).sort()).toEqual([
      'assets/dashboard-f.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shell-e.js',
    ]);
  });

  it('fails loudly when the manifest lost a page module (a renamed route must not measure 0)', () => {
    expect(() => firstLoadFiles(manifest, ['src/app/routes/sign-in.tsx'])).toThrow(/no module src\/app\/routes\/sign-in.tsx/);
  });

  it('sums the gzip sizes of the files a page loads', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bundle-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    for (const { file } of Object.values(manifest))
      fs.writeFileSync(path.join(dist, file), `export const f = ${JSON.stringify(file)};`.repeat(20));
    const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    const sizes = firstLoadSizes(dist);
    expect(sizes.signin.files).toBe(4);
    expect(sizes.signin.gzip).toBe(
      ['assets/index-a.js', 'assets/react-b.js', 'assets/form-c.js', 'assets/signin-d.js'].map(gz).reduce((a, b) => a + b),
    );
    expect(sizes.shell.raw).toBeGreaterThan(sizes.shell.gzip);
  });

  it('names the packages kept off the first load that its source maps still hold', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bundle-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const map = (sources) => JSON.stringify({ version: 3, sources, mappings: '' });
    fs.writeFileSync(
      path.join(dist, 'assets/index-a.js.map'),
      map(['../../node_modules/react/index.js', '../../../../node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs']),
    );
    fs.writeFileSync(path.join(dist, 'assets/shell-e.js.map'), map(['../../src/app/layout/shell-route.tsx']));
    expect(packagesIn(dist, ['assets/index-a.js', 'assets/shell-e.js', 'assets/rolldown-runtime.js'])).toEqual(['@floating-ui/dom']);
    expect(packagesIn(dist, ['assets/shell-e.js'])).toEqual([]);
  });
});
