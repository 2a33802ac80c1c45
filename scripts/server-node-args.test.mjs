import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

describe("the server's Node arguments", () => {
  // Node refuses to start on a V8 flag it does not know (exit 9, "bad option"): a Node upgrade
  // that drops one must fail here, not at `npm start`.
  it('are accepted by this Node', () => {
    const probe = spawnSync(process.execPath, [...SERVER_NODE_ARGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(probe.stderr).toBe('');
    expect(probe.status).toBe(0);
  });
});
