import type { ListingPage } from '@porchlight/domain/extension/listing-capture';

/**
 * The page the agent clicked the extension on: its HTML, its visible text and its address, read
 * in the tab through activeTab (granted by the click, for that tab only). Nothing leaves the
 * browser here; the popup reads the listing and the contact from it and sends only what the
 * agent saves.
 *
 * The popup reads the active tab of its window. Opened as a page of its own (a test, or the popup
 * page pinned in a tab), `?tab=<id>` names the tab to read instead.
 */
export async function readPage(): Promise<ListingPage> {
  const named = Number(new URLSearchParams(location.search).get('tab'));
  const tabId = Number.isInteger(named) && named > 0 ? named : (await chrome.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (tabId === undefined) throw new Error('No page to read');
  const [injection] = await chrome.scripting.executeScript({
    target: { tabId },
    func: () => ({ html: document.documentElement.outerHTML, text: document.body?.innerText ?? '', url: location.href }),
  });
  if (!injection?.result) throw new Error('The page could not be read');
  return injection.result;
}
