import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { APP_CONFIG_ELEMENT_ID, parseAppConfigBlock, type PublicAppConfig } from '@porchlight/domain/app-config/public-app-config';
import { apiFetch } from './api-client';

/** GET /api/config: public, non-secret settings the server decides at start. */
export type AppConfig = PublicAppConfig;

export const getAppConfig = (): Promise<AppConfig> => apiFetch<AppConfig>('/api/config');

// The server reads its configuration once at start, so the answer never goes stale.
export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity, gcTime: Infinity });

export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appConfigQueryOptions(), enabled });
}

/**
 * The settings the server wrote into a page it sent already drawn (issue 15): the app's first
 * render then draws what the page shows (its social sign-in buttons) instead of asking first.
 */
export function seedAppConfigFromPage(queryClient: QueryClient, page: Document = document): void {
  const config = parseAppConfigBlock(page.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent);
  if (config) queryClient.setQueryData(appConfigQueryOptions().queryKey, config);
}
