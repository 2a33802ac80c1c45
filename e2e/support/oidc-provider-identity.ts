/** Who every sign-in at the e2e OpenID provider turns out to be. */
export const SSO_AGENT = { sub: 'sso-agent-1', email: 'sso.agent@example.com', name: 'Sam Sso Agent' };
