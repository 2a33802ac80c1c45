// `npm run dev`: the API server (restarting on change) and the Vite dev server side by side.
// Open DEV_WEB_ORIGIN (http://localhost:5173); Vite proxies /api to the server on PORT (3000).
// Both children inherit this environment, so the server trusts exactly the origin Vite serves.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
