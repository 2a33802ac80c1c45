import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build-extension.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const dist = fs.mkdtempSync(path.join(root, '.tmp', 'extension-build-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the built browser extension', () => {
  it('is one Manifest V3 folder for Chromium and Firefox that asks for the clicked page only', async () => {
    await buildExtension(root, dist);
    expect(fs.readdirSync(dist).sort()).toEqual(['icon-192.png', 'manifest.json', 'popup.css', 'popup.html', 'popup.js']);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      manifest_version: 3,
      action: { default_popup: 'popup.html' },
      browser_specific_settings: { gecko: { id: expect.any(String) } },
    });
    // activeTab: the page the agent clicks on, nothing else; no host permissions, no content scripts, no background.
    expect(manifest.permissions.sort()).toEqual(['activeTab', 'scripting', 'storage']);
    for (const key of ['host_permissions', 'optional_host_permissions', 'content_scripts', 'background'])
      expect(manifest).not.toHaveProperty(key);
    // The reading rules are compiled in, the zod schemas are not (the server validates).
    const popup = fs.readFileSync(path.join(dist, 'popup.js'), 'utf8');
    expect(popup).toContain('application\\/ld\\+json');
    expect(popup.length).toBeLessThan(60_000);
  });
});
