import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads-plugin';

const src = path.join(path.sep, 'app', 'src');
const lazy = (fileName: string, imports: string[], module: string) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: true,
  facadeModuleId: path.join(src, ...module.split('/')) + '.tsx',
});

describe('route-preloads.json', () => {
  const bundle = {
    'assets/index.js': { ...lazy('assets/index.js', ['assets/react.js'], 'main'), isEntry: true, isDynamicEntry: false },
    'assets/react.js': { ...lazy('assets/react.js', [], 'x'), isDynamicEntry: false, facadeModuleId: null },
    'assets/form.js': { ...lazy('assets/form.js', ['assets/react.js'], 'x'), isDynamicEntry: false, facadeModuleId: null },
    'assets/shell-reads.js': lazy('assets/shell-reads.js', [], 'app/screen-reads/shell'),
    'assets/lead-reads.js': lazy('assets/lead-reads.js', [], 'app/screen-reads/lead'),
    'assets/shell.js': lazy('assets/shell.js', ['assets/react.js'], 'app/layout/shell-route'),
    'assets/lead.js': lazy('assets/lead.js', ['assets/form.js'], 'app/routes/lead'),
    'assets/public-form.js': lazy('assets/public-form.js', ['assets/form.js'], 'app/routes/public-form'),
  };
  const routes = routePreloads(bundle, src);
  const route = (p: string) => routes.find((r) => r.path === p);

  it("lists a public route's scripts beyond the entry's, and its first reads", () => {
    expect(route('/f/:publicId')).toEqual({
      path: '/f/:publicId',
      signedIn: false,
      scripts: ['/assets/public-form.js', '/assets/form.js'],
      reads: ['/api/public/forms/:publicId'],
    });
  });

  it("lists a signed-in screen's loader modules, the shell and the screen, each file once", () => {
    expect(route('/leads/:id')).toEqual({
      path: '/leads/:id',
      signedIn: true,
      scripts: ['/assets/shell-reads.js', '/assets/lead-reads.js', '/assets/shell.js', '/assets/lead.js', '/assets/form.js'],
      reads: [],
    });
  });
});
