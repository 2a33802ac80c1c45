import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CHAT_WIDGET_DELAY_MS, isChatWidgetRoute } from '@porchlight/domain/layout/layout-constants';
import { useAppConfig } from '@/lib/app-config';

const SCRIPT_ID = 'porchlight-chat-widget';

/**
 * Third-party chat widgets draw themselves in iframes appended to <body>. Our own portals
 * (dialogs, menus, toasts) never contain an iframe, so those are the widget's to hide.
 */
function widgetFrames(): HTMLElement[] {
  return [...document.body.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && el.id !== 'root' && (el.tagName === 'IFRAME' || el.querySelector('iframe') !== null),
  );
}

function setWidgetHidden(hidden: boolean): void {
  for (const el of widgetFrames()) el.hidden = hidden;
}

/**
 * Spec 001 §2: the chat-support widget shows only on "/" and "/settings", 100 ms after arriving
 * there, and is hidden everywhere else. No widget source configured, nothing loads.
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const isAllowed = isChatWidgetRoute(pathname);
  // Only ask the server for its config where the widget may appear.
  const { data: config } = useAppConfig({ enabled: isAllowed });
  const src = config?.chatWidgetSrc ?? null;

  useEffect(() => {
    if (!isAllowed || !src) {
      setWidgetHidden(true);
      if (!document.getElementById(SCRIPT_ID)) return;
      // A widget still starting up may add its frame after we left the page: hide that too.
      const observer = new MutationObserver(() => setWidgetHidden(true));
      observer.observe(document.body, { childList: true });
      return () => observer.disconnect();
    }
    const timer = setTimeout(() => {
      if (!document.getElementById(SCRIPT_ID)) {
        const script = document.createElement('script');
        script.id = SCRIPT_ID;
        script.src = src;
        script.async = true;
        document.body.appendChild(script);
      }
      setWidgetHidden(false);
    }, CHAT_WIDGET_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setWidgetHidden(true);
    };
  }, [isAllowed, src]);

  return null;
}
