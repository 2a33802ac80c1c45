import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { startMswServer } from '@/test/msw-server';
import { ChatWidget } from './chat-widget';

const WIDGET_SRC = 'https://chat.example.test/widget.js';
const server = startMswServer();
const widgetScript = () => document.querySelector<HTMLScriptElement>('script#porchlight-chat-widget');

function serveConfig(chatWidgetSrc: string | null) {
  let calls = 0;
  server.use(
    http.get('*/api/config', () => {
      calls += 1;
      return HttpResponse.json({ socialProviders: [], chatWidgetSrc, extensionInstallUrl: null });
    }),
  );
  return () => calls;
}

afterEach(() => {
  widgetScript()?.remove();
  document.querySelectorAll('[data-testid="vendor-frame"]').forEach((el) => el.remove());
});

describe('chat-support widget', () => {
  it('loads the configured script on /settings after 100 ms', async () => {
    serveConfig(WIDGET_SRC);
    const startedAt = Date.now();
    renderWithRouter(<ChatWidget />, { url: '/settings' });
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(100);
    expect(widgetScript()?.src).toBe(WIDGET_SRC);
  });

  it('neither asks for the config nor loads anything on other routes', async () => {
    const calls = serveConfig(WIDGET_SRC);
    renderWithRouter(<ChatWidget />, { url: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls()).toBe(0);
    expect(widgetScript()).toBeNull();
  });

  it('loads nothing when no widget is configured', async () => {
    const calls = serveConfig(null);
    renderWithRouter(<ChatWidget />, { url: '/' });
    await waitFor(() => expect(calls()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(widgetScript()).toBeNull();
  });

  it("hides the widget's frame on other routes and shows it again on /settings", async () => {
    serveConfig(WIDGET_SRC);
    const { router } = renderWithRouter(<ChatWidget />, { url: '/settings' });
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    // What a vendor script does once loaded: put its frame on the page.
    const frame = document.createElement('div');
    frame.dataset.testid = 'vendor-frame';
    frame.appendChild(document.createElement('iframe'));
    document.body.appendChild(frame);

    await act(() => router.navigate('/leads'));
    expect(frame.hidden).toBe(true);
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(frame.hidden).toBe(false));
    expect(document.querySelectorAll('script#porchlight-chat-widget')).toHaveLength(1);
  });
});
