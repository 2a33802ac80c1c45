import crypto from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

export type OidcIdentity = { sub: string; email: string; name: string };

/**
 * An OpenID provider on 127.0.0.1 (oauth2-mock-server): discovery, authorize, token, userinfo
 * and JWKS, signing RS256 id tokens. `signInAs` picks who the next sign-in turns out to be.
 */
export async function startOidcPeer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The mock names itself "localhost"; pin the address it really listens on.
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;

  let identity: OidcIdentity = { sub: crypto.randomUUID(), email: 'nobody@example.com', name: 'Nobody' };
  const claims = () => ({ sub: identity.sub, email: identity.email, email_verified: true, name: identity.name });

  // The token endpoint signs an access token and then the id token; both carry the identity.
  server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims()));
  server.service.on('beforeUserinfo', (response) => {
    response.body = claims();
  });

  return {
    url,
    discoveryUrl: `${url}/.well-known/openid-configuration`,
    signInAs(next: Omit<OidcIdentity, 'sub'> & { sub?: string }) {
      identity = { sub: next.sub ?? crypto.randomUUID(), ...next };
      return identity;
    },
    close: () => server.stop(),
  };
}
