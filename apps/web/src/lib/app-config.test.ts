import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appConfigBlock } from '@porchlight/domain/app-config/public-app-config';
import { appConfigQueryOptions, seedAppConfigFromPage } from './app-config';

const pageWith = (body: string) => new DOMParser().parseFromString(`<!doctype html><body>${body}</body>`, 'text/html');

describe('the settings a drawn page carries', () => {
  it('are the app\'s settings from its first render', () => {
    const config = { socialProviders: [{ id: 'google', name: 'Google' }], chatWidgetSrc: null };
    const queryClient = new QueryClient();
    seedAppConfigFromPage(queryClient, pageWith(`<div id="root"></div>${appConfigBlock(config)}`));
    expect(queryClient.getQueryData(appConfigQueryOptions().queryKey)).toEqual(config);
  });

  it('leave the app to ask the server when the page has none, or a broken block', () => {
    for (const body of ['<div id="root"></div>', '<script type="application/json" id="porchlight-app-config">{"socialProviders":</script>']) {
      const queryClient = new QueryClient();
      seedAppConfigFromPage(queryClient, pageWith(body));
      expect(queryClient.getQueryData(appConfigQueryOptions().queryKey)).toBeUndefined();
    }
  });
});
