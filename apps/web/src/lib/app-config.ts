import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAppConfig } from '@porchlight/domain/app-config/public-app-config';
import { api, jsonOf } from './api';

/** GET /api/config: public, non-secret settings the server decides at start. */
export type AppConfig = PublicAppConfig;

export const getAppConfig = () => jsonOf(api.appConfig.config.$get());

// The server reads its configuration once at start, so the answer never goes stale.
export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity, gcTime: Infinity });

export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appConfigQueryOptions(), enabled });
}
