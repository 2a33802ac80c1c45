import type { AppEnv } from '../../lib/app-env.ts';
import type { ApiCaller } from './api-keys.repository.ts';

/** A v1 request: the key it was made with instead of a session. */
export type V1Env = { Variables: AppEnv['Variables'] & { caller: ApiCaller } };
