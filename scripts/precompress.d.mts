/** Writes file.br and file.gz for each text file of `distDir` that they make smaller; answers the totals. */
export function precompress(distDir: string): { files: number; raw: number; br: number; gz: number };
