/** What the extension says when the address the agent typed is not one it can call. */
export const SERVER_ADDRESS_MESSAGE = 'Enter your Porchlight address, such as https://crm.example.com';

/**
 * The Porchlight server the agent typed into the extension ("crm.example.com/", "https://crm.example.com/dashboard")
 * as the origin its API lives under, or null. Any host will do (self-hosted included); a bare name gets
 * https://, and plain http:// is kept only when typed (a server on the agent's own machine or network).
 */
export function serverOrigin(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}
