import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appServer } from './app-server.ts';
import { APP_PORT, LINKEDIN_API_URL, OIDC_URL } from './ports.ts';

/**
 * The server every spec drives, on a fresh embedded database in a temporary folder. Started
 * here rather than as a Playwright webServer so that the teardown (the function returned) can
 * stop it first and then remove its folder: Playwright runs global teardown before it stops
 * its web servers, and a database folder must not vanish under a running server.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-e2e-'));
  const server = appServer(APP_PORT, dataDir, {
    // Tests send X-Forwarded-For: each test is its own client address (e2e/support/test.ts).
    TRUST_PROXY: 'true',
    AUTH_OIDC_DISCOVERY_URL: `${OIDC_URL}/.well-known/openid-configuration`,
    AUTH_OIDC_CLIENT_ID: 'porchlight-e2e',
    AUTH_OIDC_CLIENT_SECRET: 'porchlight-e2e-secret',
    AUTH_OIDC_NAME: 'Test SSO',
    // LinkedIn's posting connection, pointed at the same OAuth server (its userinfo is OpenID's).
    SOCIAL_LINKEDIN_CLIENT_ID: 'porchlight-e2e-linkedin',
    SOCIAL_LINKEDIN_CLIENT_SECRET: 'porchlight-e2e-linkedin-secret',
    SOCIAL_LINKEDIN_AUTHORIZE_URL: `${OIDC_URL}/authorize`,
    SOCIAL_LINKEDIN_TOKEN_URL: `${OIDC_URL}/token`,
    SOCIAL_LINKEDIN_PROFILE_URL: `${OIDC_URL}/userinfo`,
    SOCIAL_LINKEDIN_REVOKE_URL: `${OIDC_URL}/revoke`,
    // Posts go to the loopback posting API the social feed spec starts (linkedin-posts-peer.ts).
    SOCIAL_LINKEDIN_API_URL: LINKEDIN_API_URL,
  });
  try {
    // A fresh embedded database runs initdb and every migration first.
    await server.start(120_000);
  } catch (error) {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
