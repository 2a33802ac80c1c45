// The one place that reads build-time configuration (import.meta.env).

export const env = {
  /** Base path of our API; same origin, so the session cookie travels with every call. */
  apiBaseUrl: '/api',
  isDev: import.meta.env.DEV,
  isProd: import.meta.env.PROD,
  mode: import.meta.env.MODE,
} as const;
