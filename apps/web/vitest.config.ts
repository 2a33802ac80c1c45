import { FRESH_MODULE_GRAPH_FILES, webTestConfig } from './vitest.shared';

// Most web tests run in one module graph per worker (`isolate: false`): importing React, the UI
// kit and the app again for each of 100 files was most of their time (488 CPU-seconds against
// 145). The files that need a graph of their own run in vitest.isolated.config.ts.
export default webTestConfig({
  name: 'web',
  include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'sw/**/*.test.ts'],
  exclude: FRESH_MODULE_GRAPH_FILES,
  isolate: false,
});
