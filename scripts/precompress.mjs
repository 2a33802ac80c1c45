// Brotli and gzip copies of the built web app's text files (issue 15), written next to them so
// the server sends the smaller one to a browser that accepts it, without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this, the headers cost more than the bytes saved.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Dot folders (Vite's manifest) are never served.
      if (!entry.name.startsWith('.')) yield* files(full);
    } else yield full;
  }
}

/** Writes file.br and file.gz for each text file of `distDir` that they make smaller; answers the totals. */
export function precompress(distDir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files(distDir)) {
    if (!TEXT.test(file) || path.basename(file) === 'build-stamp.json') continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
  }
  return totals;
}
