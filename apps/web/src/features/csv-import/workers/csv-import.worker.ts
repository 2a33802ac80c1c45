import { createImportSession } from '../lib/import-session';
import type { EngineRequest, EngineResponse } from '../lib/import-engine-protocol';

// The import worker: Papa Parse, mapping, conversion and validation run here so the page never
// freezes, whatever the file's size.
const scope = self as unknown as {
  postMessage: (message: EngineResponse) => void;
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
};
const session = createImportSession();

scope.onmessage = async ({ data: request }) => {
  try {
    switch (request.type) {
      case 'load':
        scope.postMessage({ id: request.id, type: 'result', result: await session.load(request.entity, request.file) });
        break;
      case 'convert':
        scope.postMessage({ id: request.id, type: 'result', result: session.convert(request.mapping) });
        break;
      case 'scan': {
        const result = await session.scan(request.mapping, (progress) => scope.postMessage({ id: request.id, type: 'progress', progress }));
        scope.postMessage({ id: request.id, type: 'result', result });
        break;
      }
    }
  } catch (error) {
    scope.postMessage({ id: request.id, type: 'error', message: error instanceof Error ? error.message : 'Unknown error occurred' });
  }
};
