// Where the e2e servers listen: E2E_PORT (the app; a spec's own server takes E2E_PORT + 10) and
// E2E_OIDC_PORT (the loopback OpenID provider).
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${APP_PORT}`;
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3190);
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
/** The loopback LinkedIn posting API the social feed spec starts (the e2e server's SOCIAL_LINKEDIN_API_URL). */
export const LINKEDIN_API_PORT = APP_PORT + 20;
export const LINKEDIN_API_URL = `http://127.0.0.1:${LINKEDIN_API_PORT}`;
