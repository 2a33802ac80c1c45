import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Each icon's file, by every name lucide-react exports it under (`Home`, `HomeIcon`, `House`…
 * → `house`), read from the package's index: `export { default as A, default as B } from
 * './icons/x.mjs';`.
 */
export function iconFilesByName(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of barrelSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g)) {
    for (const specifier of match[1]!.split(',')) {
      const name = /default\s+as\s+(\w+)/.exec(specifier)?.[1];
      if (name) files.set(name, match[2]!);
    }
  }
  return files;
}

/**
 * `import { Check, X as Close } from 'lucide-react'` written as one import per icon file
 * (`lucide-react/icons/check`); a name that is not an icon stays on the package's index.
 */
export function importIconsDirectly(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g, (statement, list: string) => {
    const rest: string[] = [];
    const direct: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
      else rest.push(specifier);
    }
    // As many line breaks as the statement had, so every line after it stays where it was.
    const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
    return [...direct, ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : [])].join(' ') + lineBreaks;
  });
}

/** lucide-react's ES index. The package exports its CommonJS build to require(); the ES one sits beside it. */
export function lucideIndexFile(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm/lucide-react.mjs');
}

/**
 * The build imports each icon from its own file rather than through lucide-react's index of all
 * of them (issue 15). The bundle is the same; what changes is the module graph the chunking reads:
 * through the index, every icon looked reachable from every screen that imports any icon, so the
 * shell's chunk group (shell-chunk-group.ts) could not tell which icons only the shell uses.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'porchlight:lucide-direct-imports',
    apply: 'build',
    // After TypeScript's transform, so type-only names are already gone.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      files ??= iconFilesByName(fs.readFileSync(lucideIndexFile(), 'utf8'));
      const rewritten = importIconsDirectly(code, files);
      // The rewrite stays on the statement's line, so the source map before it still holds.
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
