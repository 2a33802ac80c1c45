// How Node runs the server: `npm start` (scripts/start.mjs) and the benches that measure the
// server as it runs in production start it with these.
//
// --heap-growing-percent: after a full collection V8 lets the heap grow to as much as four times
// what survived it when the machine has gigabytes to spare, so a large CSV import (megabytes of
// garbage a second) held 300 MB of heap that was mostly dead. A fixed 20% growth makes V8
// collect sooner; the heap's limit is unchanged, so nothing that needs memory runs out of it
// (decision 029: with it a million-row import on the embedded database stays under 500 MB).
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--heap-growing-percent=20'];
