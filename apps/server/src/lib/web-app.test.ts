import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["src/secret.ts"]}');
fs.writeFileSync(path.join(dist, 'build-stamp.json'), '{"hash":"abc"}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the built web app', () => {
  const app = webAppRoutes(dist);

  it('serves hashed assets for a year and every app path as index.html', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await app.request('/leads?id=1');
    expect(await page.text()).toContain('id="root"');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset 404, not the app page cached for a year', async () => {
    const missing = await app.request('/assets/index-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('never serves source maps or the build stamp', async () => {
    const map = await app.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
    expect((await app.request('/build-stamp.json')).status).toBe(404);
  });
});
