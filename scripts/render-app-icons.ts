// Renders the web app's PNG icons (apps/web/public/icons) from their SVG sources with the
// Chromium the e2e tests use: `node --import tsx scripts/render-app-icons.ts`. Run it after
// changing an SVG and commit the PNGs (the build does not run it). The maskable one is full-bleed
// with the artwork inside the safe zone; iOS's touch icon uses it too (iOS paints transparency black).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const outputs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { svg, png, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const markup = fs.readFileSync(path.join(dir, svg), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(dir, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    process.stdout.write(`${png} (${size}×${size})\n`);
  }
} finally {
  await browser.close();
}
