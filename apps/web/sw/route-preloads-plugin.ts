import type { Plugin } from 'vite';
import { PRELOADED_READS, PROTECTED_SCREEN_FILES, PUBLIC_SCREEN_FILES, SHELL_MODULE } from '../src/app/screen-files';
import { lazyChunks, type Bundle } from './lazy-chunks-plugin';

/** The module every signed-in screen's loader imports (app/router.tsx's startScreenReads). */
const SIGNED_IN_LOADER_MODULES = ['app/screen-reads/shell'];

/** One route of `.vite/route-preloads.json`: what the server links from the route's HTML. */
export type RoutePreload = {
  /** The router's path, `:name` for a parameter (`/leads/:id`). */
  path: string;
  /** Behind the session: linked only for a visitor with a session cookie. */
  signedIn: boolean;
  /** The route's scripts the entry does not load (the shell's first for a signed-in screen). */
  scripts: string[];
  /** The route's first API reads, with the route's parameters (`/api/public/forms/:publicId`). */
  reads: string[];
};

/**
 * Each route's scripts and first reads, from the build's chunks and the route table
 * (src/app/screen-files.ts), so the server can send `<link rel="modulepreload">` and
 * `<link rel="preload" as="fetch">` with the route's HTML (apps/server/src/lib/web-app.ts): the
 * browser then fetches the entry, the route's code and its data in parallel, instead of learning
 * of each only once the one before has run.
 */
export function routePreloads(bundle: Bundle, srcDir: string): RoutePreload[] {
  const { files, modules } = lazyChunks(bundle, srcDir);
  const scriptsOf = (...keys: string[]) => [...new Set(keys.flatMap((key) => (modules[key] ?? []).map((i) => `/${files[i]}`)))];
  const reads = (path: string): string[] => [...((PRELOADED_READS as Record<string, readonly string[]>)[path] ?? [])];
  return [
    ...Object.entries(PUBLIC_SCREEN_FILES).map(([path, name]) => ({
      path,
      signedIn: false,
      scripts: scriptsOf(`app/routes/${name}`),
      reads: reads(path),
    })),
    ...Object.entries(PROTECTED_SCREEN_FILES).map(([path, name]) => ({
      path,
      signedIn: true,
      // What the signed-in screens' loaders import first (app/router.tsx), then the shell and the screen.
      scripts: scriptsOf(...SIGNED_IN_LOADER_MODULES, `app/screen-reads/${name}`, SHELL_MODULE, `app/routes/${name}`),
      reads: reads(path),
    })),
  ];
}

/** Writes dist/.vite/route-preloads.json (not served: the server reads it). Production builds only. */
export function routePreloadsPlugin(srcDir: string): Plugin {
  return {
    name: 'porchlight-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = JSON.stringify({ routes: routePreloads(bundle as unknown as Bundle, srcDir) });
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source });
    },
  };
}
