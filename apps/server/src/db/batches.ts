/**
 * Reads a query page after page until a short page says it is done: exports walk a whole
 * filtered list without holding it all in one result.
 */
export async function* inBatches<T>(readPage: (limit: number, offset: number) => Promise<T[]>, batchSize: number): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await readPage(batchSize, offset);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}
