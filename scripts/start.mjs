// `npm start`: run the built server with plain node; it applies migrations and serves the API
// plus the built web app on PORT. In development, first build whatever is missing or older
// than its sources (so `npm install && npm start` works on a fresh machine and after a pull).
// In production, building needs the dev dependencies, so a missing or stale build stops here.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUILD_TARGETS, buildState, root } from './build-stamp.mjs';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const isProduction = process.env.NODE_ENV === 'production';
// WEB_DIST_DIR points the server at a web build made elsewhere: only the server is ours to check.
const targets = process.env.WEB_DIST_DIR ? ['server'] : Object.keys(BUILD_TARGETS).filter((target) => BUILD_TARGETS[target].served);
const pending = targets.map((target) => ({ target, state: buildState(target) })).filter((t) => t.state !== 'current');

if (pending.length > 0) {
  const describe = ({ target, state }) =>
    `${BUILD_TARGETS[target].label} ${state === 'missing' ? 'is not built' : 'was built from different sources'}`;
  if (isProduction) {
    console.error(`Porchlight cannot start: ${pending.map(describe).join(' and ')}. Run \`npm ci && npm run build\`, then start again.`);
    process.exit(1);
  }
  console.log(`Building: ${pending.map(describe).join(' and ')}...`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...pending.map((t) => t.target)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, BUILD_TARGETS.server.dist, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
