import { decodeEntities } from '../automations/listing-page';

// For the extension's tests only: a fixture page as the extension hands it to the reading rules,
// its visible text made roughly as a browser's innerText makes it (block ends are line breaks).

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|dt|dd|ul|ol|table|nav|section|header|footer)>|<br\s*\/?>/gi;

export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
      .replace(BLOCK_END, '\n')
      .replace(/<\/td>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export const fixturePage = (html: string, url = 'https://listing.example/home/1') => ({ html, text: visibleText(html), url });
