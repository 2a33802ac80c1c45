import { describe, expect, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, appConfigBlock, parseAppConfigBlock, type PublicAppConfig } from './public-app-config';

const CONFIG: PublicAppConfig = { socialProviders: [{ id: 'oidc', name: 'Acme </script><script>alert(1)</script>' }], chatWidgetSrc: null };

describe('the settings written into a page', () => {
  it('are a JSON block the page cannot read as its end, and read back the same', () => {
    const block = appConfigBlock(CONFIG);
    expect(block.startsWith(`<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">`)).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const text = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(parseAppConfigBlock(text)).toEqual(CONFIG);
  });

  it.each([
    ['nothing', undefined],
    ['an empty block', ''],
    ['not JSON', '{"socialProviders":'],
    ['not an object', '"google"'],
    ['providers that are not a list', '{"socialProviders":{"id":"google"},"chatWidgetSrc":null}'],
    ['a provider without a name', '{"socialProviders":[{"id":"google"}],"chatWidgetSrc":null}'],
    ['a chat widget that is not text', '{"socialProviders":[],"chatWidgetSrc":3}'],
  ])('are left out when the page has %s', (_, text) => {
    expect(parseAppConfigBlock(text)).toBeNull();
  });

  it('keep a chat widget address', () => {
    const config = { socialProviders: [], chatWidgetSrc: 'https://chat.example.com/w.js' };
    expect(parseAppConfigBlock(JSON.stringify(config))).toEqual(config);
  });
});
