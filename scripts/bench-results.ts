import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes one bench's figures under `key` in bench-results.json (in the directory `npm run bench`
 * runs from), keeping what the other benches wrote, with the time they were measured.
 */
export function saveBenchResult(key: string, figures: Record<string, unknown>): void {
  const file = path.join(process.cwd(), 'bench-results.json');
  const results = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  results[key] = { ...figures, measured_at: new Date().toISOString() };
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
