import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { webAppRoutes } from './web-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["src/secret.ts"]}');
fs.writeFileSync(path.join(dist, 'build-stamp.json'), '{"hash":"abc"}');
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/secret.ts":{"file":"assets/index-abc123.js"}}');
// The routes the build knows (apps/web/sw/route-preloads-plugin.ts).
fs.writeFileSync(
  path.join(dist, '.vite', 'route-preloads.json'),
  JSON.stringify({
    routes: [
      { path: '/f/:publicId', signedIn: false, scripts: ['/assets/public-form-1.js'], reads: ['/api/public/forms/:publicId'] },
      { path: '/leads/:id', signedIn: true, scripts: ['/assets/lead-2.js'], reads: [] },
    ],
  }),
);
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, address: `${i} Maple Street` })))};`;
fs.writeFileSync(path.join(dist, 'assets', 'vendor-def456.js'), BIG_SCRIPT);
// A page the build prerendered (scripts/prerender.mjs), big enough to be worth compressing.
const SIGN_IN_PAGE = `<!doctype html><head></head><div id="root"><div inert class="contents"><h1>Sign in to Porchlight</h1>${'<p>Welcome back.</p>'.repeat(80)}</div></div>`;
fs.mkdirSync(path.join(dist, 'signin'));
fs.writeFileSync(path.join(dist, 'signin', 'index.html'), SIGN_IN_PAGE);
precompress(dist);
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

  it('sends the brotli copy made at build to a browser that takes it, gzip to one that takes only that, and the file to the rest', async () => {
    const br = await app.request('/assets/vendor-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(BIG_SCRIPT);

    const gz = await app.request('/assets/vendor-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT);

    const plain = await app.request('/assets/vendor-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
    // A file too small to gain is left as it is.
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(false);
  });

  it('answers a missing asset 404, not the app page cached for a year', async () => {
    const missing = await app.request('/assets/index-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('sends a visitor with no session the prerendered sign-in page, compressed', async () => {
    const visitor = await app.request('/signin?next=%2Fleads', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-encoding')).toBe('br');
    expect(visitor.headers.get('content-type')).toContain('text/html');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toMatch(/Cookie/);
    expect(zlib.brotliDecompressSync(Buffer.from(await visitor.arrayBuffer())).toString()).toBe(SIGN_IN_PAGE);
    const plain = await app.request('/signin', { headers: { cookie: 'theme=dark' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SIGN_IN_PAGE);
  });

  it('sends someone with a session, and every screen not prerendered, the app page', async () => {
    for (const cookie of ['porchlight.session_token=abc.def', 'theme=dark; __Secure-porchlight.session_token=abc.def']) {
      const agent = await app.request('/signin', { headers: { cookie, 'accept-encoding': 'br' } });
      expect(agent.status).toBe(200);
      expect(await agent.text()).toBe('<!doctype html><head></head><div id="root"></div>');
      expect(agent.headers.get('vary')).toMatch(/Cookie/);
      expect(agent.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await app.request('/forgot-password')).text()).toBe('<!doctype html><head></head><div id="root"></div>');
  });

  it("sends a route's page with its scripts and first reads linked, compressed; a signed-in screen's only with a session", async () => {
    const form = await app.request('/f/abc', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-encoding')).toBe('br');
    expect(form.headers.get('content-type')).toContain('text/html');
    expect(form.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await form.arrayBuffer())).toString()).toBe(
      '<!doctype html><head><link rel="modulepreload" crossorigin href="/assets/public-form-1.js">' +
        '<link rel="preload" href="/api/public/forms/abc" as="fetch" crossorigin="use-credentials"></head><div id="root"></div>',
    );
    const gz = await app.request('/f/abc', { headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('/api/public/forms/abc');

    const visitor = await app.request('/leads/1');
    expect(await visitor.text()).toBe('<!doctype html><head></head><div id="root"></div>');
    const agent = await app.request('/leads/1', { headers: { cookie: 'porchlight.session_token=abc.def' } });
    expect(await agent.text()).toContain('<link rel="modulepreload" crossorigin href="/assets/lead-2.js"></head>');
    expect(agent.headers.get('vary')).toMatch(/Cookie/);
    expect(agent.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves source maps, the build stamp or the Vite manifest', async () => {
    const map = await app.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
    expect((await app.request('/build-stamp.json')).status).toBe(404);
    expect((await app.request('/.vite/route-preloads.json')).status).toBe(404);
    const manifest = await app.request('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('secret.ts');
  });
});
