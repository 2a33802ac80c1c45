import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyChunks } from './lazy-chunks-plugin';

const src = path.join(path.sep, 'app', 'src');
const chunk = (
  fileName: string,
  imports: string[],
  extra: { isEntry?: boolean; isDynamicEntry?: boolean; facadeModuleId?: string | null } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...extra,
});

describe('lazy-chunks.json', () => {
  it('lists each lazy module of src/ with its static imports, leaving out what the entry loaded', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: path.join(src, 'main.tsx') }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/form.js': chunk('assets/form.js', ['assets/react.js']),
      'assets/dashboard.js': chunk('assets/dashboard.js', ['assets/form.js', 'assets/react.js'], {
        isDynamicEntry: true,
        facadeModuleId: path.join(src, 'app', 'routes', 'dashboard.tsx'),
      }),
      'assets/signin.js': chunk('assets/signin.js', ['assets/form.js'], {
        isDynamicEntry: true,
        facadeModuleId: path.join(src, 'app', 'routes', 'signin.tsx'),
      }),
      // A package's lazy chunk (sonner) is not a module of src/.
      'assets/sonner.js': chunk('assets/sonner.js', [], {
        isDynamicEntry: true,
        facadeModuleId: path.join('/app', 'node_modules', 'sonner', 'index.mjs'),
      }),
      'assets/index.css': { type: 'asset' as const },
    };
    const { files, modules } = lazyChunks(bundle, src);
    const named = (key: string) => modules[key]?.map((i) => files[i]).sort();
    expect(Object.keys(modules).sort()).toEqual(['app/routes/dashboard', 'app/routes/signin']);
    expect(named('app/routes/dashboard')).toEqual(['assets/dashboard.js', 'assets/form.js']);
    expect(named('app/routes/signin')).toEqual(['assets/form.js', 'assets/signin.js']);
    // Each file is listed once and referred to by index.
    expect(files.filter((f) => f === 'assets/form.js')).toHaveLength(1);
  });
});
