// A mail or texting server's refusal, as the agent is shown it.

/** The server's own words: "535 Authentication failed: use an app password". */
export function serverError(error: unknown): string {
  const e = error as {
    response?: string;
    responseText?: string;
    serverResponseCode?: string;
    message?: string;
    authenticationFailed?: boolean;
  };
  return (e.response ?? e.responseText ?? (e.authenticationFailed ? 'Authentication failed' : e.message) ?? String(error)).trim();
}
