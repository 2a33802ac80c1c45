/** Bundles apps/server/src/main.ts (and the import's worker) with esbuild into `dist`, migrations beside it. */
export function buildServer(root: string, dist?: string): Promise<void>;
