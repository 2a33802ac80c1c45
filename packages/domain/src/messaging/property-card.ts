import { formatMoney } from '../properties/format-price';
import type { MergeContext } from './merge-fields';
import type { MessageChannel } from './message-schemas';

// A property card in a message: one compact line in a text, a small block in an e-mail (our
// e-mails are plain text, so the block is lines between rules). Pure: the composer and the
// bulk send use the same rendering.

/** What a card shows of a property (the API's property, or the server's row, mapped to this). */
export type CardProperty = {
  address: string;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  /** Whole dollars: the current price, else the listing price. */
  price?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  url?: string | null;
};

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** "12 Oak St, Austin, TX 78701" (only the parts that are set). */
export function cardAddress(p: CardProperty): string {
  const region = [clean(p.state), clean(p.zipcode)].filter(Boolean).join(' ');
  return [clean(p.address), clean(p.city), region].filter(Boolean).join(', ');
}

const count = (n: number | null | undefined, one: string, many: string) =>
  n === null || n === undefined ? '' : `${n} ${n === 1 ? one : many}`;

/** "$450,000", or '' when there is no price (never "N/A" in a message to a lead). */
export function cardPrice(p: CardProperty): string {
  return p.price ? formatMoney(p.price) : '';
}

/** The card: `sms` one line joined by " · ", `email` a block between rules. */
export function renderPropertyCard(p: CardProperty, channel: MessageChannel): string {
  const address = cardAddress(p);
  const price = cardPrice(p);
  const url = clean(p.url);
  if (channel === 'sms') {
    const rooms = [
      p.bedrooms === null || p.bedrooms === undefined ? '' : `${p.bedrooms}bd`,
      p.bathrooms === null || p.bathrooms === undefined ? '' : `${p.bathrooms}ba`,
    ]
      .filter(Boolean)
      .join('/');
    return [address, price, rooms, url].filter(Boolean).join(' · ');
  }
  const rooms = [count(p.bedrooms, 'bed', 'beds'), count(p.bathrooms, 'bath', 'baths')].filter(Boolean).join(' · ');
  const facts = [price, rooms].filter(Boolean).join(' · ');
  const rule = '―'.repeat(24);
  return [rule, address, facts, url, rule].filter(Boolean).join('\n');
}

/** Adds the card to a message: after the text, separated by a space (SMS) or a blank line (e-mail). */
export function appendPropertyCard(body: string, p: CardProperty, channel: MessageChannel): string {
  const card = renderPropertyCard(p, channel);
  const text = body.trimEnd();
  if (!text) return card;
  return channel === 'sms' ? `${text} ${card}` : `${text}\n\n${card}`;
}

/** The {{property.*}} merge fields of a property. */
export function propertyMergeFields(p: CardProperty): NonNullable<MergeContext['property']> {
  return {
    address: clean(p.address) || null,
    city: clean(p.city) || null,
    price: cardPrice(p) || null,
    beds: p.bedrooms === null || p.bedrooms === undefined ? null : String(p.bedrooms),
    baths: p.bathrooms === null || p.bathrooms === undefined ? null : String(p.bathrooms),
    url: clean(p.url) || null,
  };
}

/** The message with the card redrawn for another channel (the agent switched SMS ⇄ e-mail). */
export function switchPropertyCard(body: string, p: CardProperty, from: MessageChannel, to: MessageChannel): string {
  if (from === to) return body;
  const old = renderPropertyCard(p, from);
  const at = body.lastIndexOf(old);
  if (at === -1) return body; // the agent edited the card: leave their text alone
  const before = body.slice(0, at).trimEnd();
  const after = body.slice(at + old.length);
  return `${appendPropertyCard(before, p, to)}${after}`;
}
