import { FRESH_MODULE_GRAPH_FILES, webTestConfig } from './vitest.shared';

// The web tests that need a module graph of their own (see vitest.shared.ts): isolated per file.
export default webTestConfig({ name: 'web-isolated', include: FRESH_MODULE_GRAPH_FILES, isolate: true });
