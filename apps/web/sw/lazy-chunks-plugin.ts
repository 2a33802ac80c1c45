import path from 'node:path';
import type { Plugin } from 'vite';

/** What `lazy-chunks.json` holds: each file once, and each lazy module's files by index. */
export type LazyChunks = { files: string[]; modules: Record<string, number[]> };

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
};
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * For every lazily imported module of src/ (keyed by its path under src/, without extension:
 * `app/routes/dashboard`), the script files its import downloads that the entry has not already
 * loaded: the chunk and its static imports.
 */
export function lazyChunks(bundle: Bundle, srcDir: string): LazyChunks {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Chunk) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    visit(start.fileName);
    return seen;
  };
  const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
  const files: string[] = [];
  const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const modules: Record<string, number[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(srcDir + path.sep)) continue;
    const key = path
      .relative(srcDir, chunk.facadeModuleId)
      .replace(/\.[jt]sx?$/, '')
      .split(path.sep)
      .join('/');
    modules[key] = [...closure(chunk)].filter((file) => !loaded.has(file)).map(index);
  }
  return { files, modules };
}

/**
 * Writes dist/lazy-chunks.json so the critical preloads can download a screen's scripts with
 * `<link rel="modulepreload">` without running them (issue 15: running every preloaded module
 * after first paint was most of /signin's blocking time). Production builds only.
 */
export function lazyChunksPlugin(srcDir: string): Plugin {
  return {
    name: 'porchlight-lazy-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = JSON.stringify(lazyChunks(bundle as unknown as Bundle, srcDir));
      this.emitFile({ type: 'asset', fileName: 'lazy-chunks.json', source });
    },
  };
}
