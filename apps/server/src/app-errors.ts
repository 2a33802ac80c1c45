import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { databaseFaultError, type DiskFullRecord } from './db/database-faults.ts';
import type { AppEnv } from './lib/app-env.ts';
import { HttpError, errorBody } from './lib/http-errors.ts';
import type { Logger } from './lib/logger.ts';
import { v1ErrorResponse } from './modules/public-api/v1-errors.ts';
import { isV1Path } from './modules/public-api/v1.routes.ts';

/** What a request that threw answers: the error's own status and words, never a stack. */
export function appErrors(logger: Logger, diskFull: DiskFullRecord) {
  return (error: Error, c: Context<AppEnv>) => {
    // The app's own checks before the public API's router answer in the public API's shape.
    if (error instanceof HttpError && isV1Path(c.req.path)) return v1ErrorResponse(c, error);
    if (error instanceof HttpError) return errorBody(c, error);
    if (error instanceof HTTPException) return c.json({ error: error.message || 'Request failed' }, error.status);
    // The database down or its disk full is not a bug: the user is told which, not "something went wrong".
    const fault = databaseFaultError(error, diskFull);
    if (fault) {
      logger.warn({ err: error, path: c.req.path, requestId: c.var.requestId, status: fault.status }, fault.message);
      return errorBody(c, fault);
    }
    logger.error({ err: error, path: c.req.path, requestId: c.var.requestId }, 'Unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  };
}
