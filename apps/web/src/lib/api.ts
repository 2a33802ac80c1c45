import { hc } from 'hono/client';
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes } from '@porchlight/server/api-routes';
import { env } from '@/config/env';
import { apiRequest, type ApiFetchInit } from './api-client';

/** A `fetch` for Hono's client that goes through our wrapper (timeout, book header, ApiError). */
export const apiFetchWith =
  (options: Pick<ApiFetchInit, 'timeoutMs'> = {}): typeof fetch =>
  (input, init) =>
    apiRequest(input instanceof Request ? input.url : String(input), { ...init, ...options });

const client = hc(env.apiBaseUrl, { fetch: apiFetchWith() });
/** Modules mounted somewhere other than /api (the server's app.ts). */
const mountedElsewhere: Partial<Record<keyof ApiRoutes, ReturnType<typeof hc>>> = {
  socialAccounts: hc(`${env.apiBaseUrl}/auth/social`, { fetch: apiFetchWith() }),
};

type ApiClient = { [Module in keyof ApiRoutes]: ReturnType<typeof hc<ApiRoutes[Module]>> };

/**
 * Our API, typed from the server's routes (decision 061): `api.leads.leads[':id'].$get({ param:
 * { id } })`. Each module's key is the same client at run time (its routes sit under /api, the
 * few elsewhere aside); the key only picks which routes type the call, so a call expands one
 * module's types.
 */
export const api = new Proxy({} as ApiClient, { get: (_target, module) => mountedElsewhere[module as keyof ApiRoutes] ?? client });

/** What a successful JSON answer of a call holds (`InferResponseType` for a pending call). */
export type JsonOf<R> = R extends ClientResponse<infer T, infer Status, 'json'> ? (Status extends SuccessStatusCode ? T : never) : never;

/**
 * Reads a call's answer as the route's JSON. The wrapper has already thrown on a non-OK
 * status, so only the route's success bodies are possible here.
 */
export async function jsonOf<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<JsonOf<R>> {
  return (await call).json() as Promise<JsonOf<R>>;
}
