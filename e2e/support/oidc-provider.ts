// An OpenID Connect provider for the e2e run (oauth2-mock-server on loopback), started by
// playwright.config.ts as a second web server. Every sign-in turns out to be the same agent.
import { OAuth2Server } from 'oauth2-mock-server';
import { SSO_AGENT } from './oidc-provider-identity.ts';
import { OIDC_PORT as port } from './ports.ts';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(port, '127.0.0.1');
server.issuer.url = `http://127.0.0.1:${port}`;
const claims = { ...SSO_AGENT, email_verified: true };
server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
server.service.on('beforeUserinfo', (response) => {
  response.body = claims;
});
console.log(`OIDC provider on ${server.issuer.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.stop().then(() => process.exit(0)));
