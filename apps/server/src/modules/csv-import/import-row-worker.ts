// The entry of an import's worker thread: it converts the batches of records the import hands
// it, one at a time in the order they come, and answers each with its COPY text and counts.
import { parentPort, workerData } from 'node:worker_threads';
import { createRowBatchConverter, type RowBatch, type RowBatchContext } from './import-row-batches.ts';

const convert = createRowBatchConverter(workerData as RowBatchContext);

parentPort!.on('message', ({ id, batch }: { id: number; batch: RowBatch }) => {
  try {
    parentPort!.postMessage({ id, result: convert(batch) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
