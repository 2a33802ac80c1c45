/** GET /api/config: the public, non-secret settings the server decides at start. */
export type PublicAppConfig = {
  socialProviders: { id: string; name: string }[];
  chatWidgetSrc: string | null;
};
