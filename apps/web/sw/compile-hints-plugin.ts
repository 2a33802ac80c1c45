import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of the file is compiled as
 * the script streams in, on a background thread, instead of on the main thread the first time
 * it is called. Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }>;

/** A chunk's code with the hint on its first line (V8 reads it only there). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map's JSON for that code: its mappings begin one line down. */
export function sourceMapOneLineDown(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the compile hint on every script of the build. The app's code is nearly all called as
 * it starts: a screen renders as soon as its chunk arrives. Compiled lazily, its functions were
 * compiled inside the long tasks of the first load (the router's start, the entry's evaluation,
 * React's first render); with the hint, Lighthouse's mobile median of /dashboard went from 89 to
 * 93 here (docs/performance.md, issue 15). After Vite's own last edit of each chunk (its preload
 * list), so the hint stays first.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'porchlight-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        for (const [fileName, file] of Object.entries(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          file.code = withCompileHint(file.code);
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset') map.source = sourceMapOneLineDown(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source));
        }
      },
    },
  };
}
