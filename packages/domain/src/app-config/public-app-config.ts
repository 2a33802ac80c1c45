/**
 * GET /api/config: the public, non-secret settings the server decides at start. The server also
 * writes them into a page it sends already drawn (issue 15), in a JSON block with this id, so the
 * app's first render has them without asking.
 */
export type PublicAppConfig = {
  socialProviders: { id: string; name: string }[];
  chatWidgetSrc: string | null;
};

export const APP_CONFIG_ELEMENT_ID = 'porchlight-app-config';

/**
 * `data` as a JSON script block with this id, for a page to carry: it cannot end the script
 * element early ("</script>" in a name), and the page never runs it.
 */
export const jsonScriptBlock = (id: string, data: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The settings as a JSON block. */
export const appConfigBlock = (config: PublicAppConfig): string => jsonScriptBlock(APP_CONFIG_ELEMENT_ID, config);

/** The settings read back from a page, or null when they are not there or not their shape. */
export function parseAppConfigBlock(text: string | null | undefined): PublicAppConfig | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { socialProviders, chatWidgetSrc } = value as Record<string, unknown>;
    const providersOk =
      Array.isArray(socialProviders) &&
      socialProviders.every((p: unknown) => !!p && typeof (p as { id?: unknown }).id === 'string' && typeof (p as { name?: unknown }).name === 'string');
    if (!providersOk || !(chatWidgetSrc === null || typeof chatWidgetSrc === 'string')) return null;
    return { socialProviders: socialProviders as PublicAppConfig['socialProviders'], chatWidgetSrc };
  } catch {
    return null;
  }
}
