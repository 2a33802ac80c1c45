import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const RADICALE_PATH = process.env.RADICALE_PATH ?? '/usr/bin/radicale';
/** Debian's `radicale` (.ci/run installs it); without it the CalDAV tests say so and skip. */
export const hasRadicale = fs.existsSync(RADICALE_PATH);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A real CalDAV server on loopback: Debian's Radicale with its own folder, users from an htpasswd
 * file (plain passwords: test accounts only) and each user's collections their own. `calendar`
 * makes a calendar collection for a user, as an agent's calendar app would have.
 */
export async function startRadicale(users: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-radicale-'));
  fs.writeFileSync(
    path.join(folder, 'users'),
    Object.entries(users)
      .map(([user, password]) => `${user}:${password}`)
      .join('\n'),
  );
  const port = await freePort();
  const config = [
    '[server]',
    `hosts = 127.0.0.1:${port}`,
    '[auth]',
    'type = htpasswd',
    `htpasswd_filename = ${path.join(folder, 'users')}`,
    'htpasswd_encryption = plain',
    // Radicale waits after a wrong password to slow guessing; tests try one on purpose.
    'delay = 0',
    '[rights]',
    'type = owner_only',
    '[storage]',
    `filesystem_folder = ${path.join(folder, 'collections')}`,
    '[logging]',
    'level = warning',
  ].join('\n');
  fs.writeFileSync(path.join(folder, 'config'), config);
  const child = spawn(RADICALE_PATH, ['--config', path.join(folder, 'config')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}: ${output}`);
    const up = await fetch(`${url}/.web/`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`radicale did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${users[user]}`).toString('base64')}`;
  return {
    url,
    /** Makes `/<user>/<name>/`, a calendar collection (MKCALENDAR), and answers its URL. */
    async calendar(user: string, name: string, displayName = name) {
      const target = `${url}/${user}/${name}/`;
      const res = await fetch(target, {
        method: 'MKCALENDAR',
        headers: { authorization: auth(user), 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname></D:prop></D:set></C:mkcalendar>`,
      });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${target} answered ${res.status}: ${await res.text()}`);
      return target;
    },
    /** What the agent's own calendar app would do: PUT an event straight into the collection. */
    async put(user: string, eventUrl: string, ics: string, etag?: string) {
      const res = await fetch(eventUrl, {
        method: 'PUT',
        headers: { authorization: auth(user), 'content-type': 'text/calendar; charset=utf-8', ...(etag ? { 'if-match': etag } : {}) },
        body: ics,
      });
      if (res.status >= 300) throw new Error(`PUT ${eventUrl} answered ${res.status}: ${await res.text()}`);
      return res.headers.get('etag');
    },
    /** The event as the server keeps it (404: null). */
    async get(user: string, eventUrl: string) {
      const res = await fetch(eventUrl, { headers: { authorization: auth(user) } });
      return res.status === 404 ? null : { ics: await res.text(), etag: res.headers.get('etag') };
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
