/** What the chunking pass knows of a module (rolldown's ModuleInfo, the fields used here). */
export type GraphModule = { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean };
export type ModuleGraph = (id: string) => GraphModule | null;

/**
 * Which modules the build gathers into one chunk with the signed-in shell (issue 15): those the
 * shell's module imports, directly or not, that only ever load once the shell has. Left
 * separate, they were 36 small scripts of `/dashboard`'s first load, each a `<link
 * rel="modulepreload">` that Chrome spent 2.5–5 ms of main thread on at a phone's speed, and a
 * request among six at a time. A module the entry loads stays in the entry; one that a public
 * screen or anything loaded outside the shell can reach stays where it was, so `/signin` and the
 * entry download nothing more.
 *
 * `isInsideShell(root)` says whether a lazily imported module can only load inside the shell
 * (the shell itself and the signed-in screens).
 */
export function shellChunkGroup(shellModuleId: string, landingScreenId: string, isInsideShell: (dynamicRoot: string) => boolean) {
  const rootsMemo = new Map<string, Set<string>>();
  const insideMemo = new Map<string, boolean>();

  /** The modules whose own import (an entry, or a lazily imported module) brings `id` in. */
  function rootsOf(id: string, graph: ModuleGraph): Set<string> {
    const known = rootsMemo.get(id);
    if (known) return known;
    const roots = new Set<string>();
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      const info = graph(current);
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length > 0) roots.add(current);
      stack.push(...info.importers);
    }
    rootsMemo.set(id, roots);
    return roots;
  }

  /** A lazily imported module that only code running inside the shell imports. */
  function loadsOnlyInsideShell(root: string, graph: ModuleGraph, visiting: Set<string>): boolean {
    const known = insideMemo.get(root);
    if (known !== undefined) return known;
    if (root === shellModuleId || isInsideShell(root)) return true;
    const info = graph(root);
    // Its static importers, if any, were followed as roots of their own by rootsOf.
    if (!info || info.isEntry || visiting.has(root)) return false;
    visiting.add(root);
    const inside = info.dynamicImporters.every((importer) => [...rootsOf(importer, graph)].every((r) => loadsOnlyInsideShell(r, graph, visiting)));
    visiting.delete(root);
    insideMemo.set(root, inside);
    return inside;
  }

  /** Whether `id` belongs in the shell's chunk. */
  return function belongsToShell(id: string, graph: ModuleGraph): boolean {
    // The shell's module keeps a chunk of its own, which imports the group: the router, the
    // preloads and the build's lists know it by that chunk.
    if (id === shellModuleId) return false;
    const roots = rootsOf(id, graph);
    // The landing screen's own modules stay in its chunk; what it shares with another screen
    // would be a script of its own on the first load.
    const onFirstPage = roots.has(shellModuleId) || (roots.has(landingScreenId) && roots.size > 1);
    return onFirstPage && [...roots].every((root) => loadsOnlyInsideShell(root, graph, new Set()));
  };
}
