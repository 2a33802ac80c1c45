/** GET /api/config: the public, non-secret settings the server decides at start. */
export type PublicAppConfig = {
  socialProviders: { id: string; name: string }[];
  chatWidgetSrc: string | null;
  /** The browser extension's install page (a store listing the operator published), or null. */
  extensionInstallUrl: string | null;
};
