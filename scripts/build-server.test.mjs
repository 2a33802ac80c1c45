import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository (.tmp is ignored), so the bundle finds the installed packages.
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const dist = fs.mkdtempSync(path.join(root, '.tmp', 'server-build-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('has its import worker beside main.js, and the worker converts a batch of rows', async () => {
    await buildServer(root, dist);
    expect(fs.existsSync(path.join(dist, 'main.js'))).toBe(true);
    const worker = new Worker(path.join(dist, 'import-row-worker.js'), {
      workerData: {
        entity: 'leads',
        userId: 'agent',
        importId: '00000000-0000-4000-8000-000000000000',
        headers: ['Name', 'Email'],
        mapping: ['name', 'email'],
        format: { decimalSeparator: '.', dateOrder: 'mdy' },
      },
    });
    try {
      const answer = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({
          id: 7,
          batch: {
            records: [
              ['Ana Ruiz', 'ana@example.com'],
              ['', 'not-an-email'],
            ],
            rowNumbers: [2, 3],
          },
        });
      });
      expect(answer).toMatchObject({
        id: 7,
        result: { valid: 1, invalid: 1, errors: ['Row 3: name: Name is required', 'Row 3: email: Invalid email address'] },
      });
      expect(answer.result.text).toMatch(/\tagent\t00000000-0000-4000-8000-000000000000\t2\tana@example.com\t/);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
