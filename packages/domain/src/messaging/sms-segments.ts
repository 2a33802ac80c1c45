// SMS segment counting: GSM-7 text fits 160 characters in one message and 153 per part when it
// is split; anything outside GSM-7 is sent as UCS-2, 70 in one and 67 per part.

export const GSM7_SINGLE = 160;
export const GSM7_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two septets (an escape and itself). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM7_BASIC);
const extended = new Set(GSM7_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SegmentCount = { encoding: SmsEncoding; segments: number; units: number; perSegment: number; remaining: number };

export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!basic.has(ch) && !extended.has(ch)) return 'UCS-2';
  return 'GSM-7';
}

/**
 * How many messages `text` is sent as, and how many characters are left in the last one.
 * UCS-2 counts UTF-16 code units, so an emoji takes two.
 */
export function countSegments(text: string): SegmentCount {
  const encoding = smsEncoding(text);
  let units = 0;
  if (encoding === 'GSM-7') for (const ch of text) units += extended.has(ch) ? 2 : 1;
  else units = text.length;
  const single = encoding === 'GSM-7' ? GSM7_SINGLE : UCS2_SINGLE;
  const part = encoding === 'GSM-7' ? GSM7_PART : UCS2_PART;
  if (units <= single) return { encoding, segments: units === 0 ? 0 : 1, units, perSegment: single, remaining: single - units };
  const segments = Math.ceil(units / part);
  return { encoding, segments, units, perSegment: part, remaining: segments * part - units };
}

/** "1 message · 142 left", as shown under the composer while typing. */
export function describeSegments(count: SegmentCount): string {
  if (count.segments === 0) return `0 messages · ${count.remaining} left`;
  const noun = count.segments === 1 ? 'message' : 'messages';
  const suffix = count.encoding === 'UCS-2' ? ' (special characters)' : '';
  return `${count.segments} ${noun} · ${count.remaining} left${suffix}`;
}

/**
 * What a bulk text costs: providers bill each segment, so a text of 2 segments to 40 leads is 80
 * messages. `words` says it before the agent sends (issue 46).
 */
export function bulkSegmentCost(text: string, recipients: number): { segments: number; total: number; words: string } {
  const { segments, encoding } = countSegments(text);
  const total = segments * recipients;
  const each = `${segments} ${segments === 1 ? 'segment' : 'segments'} per text`;
  const why = encoding === 'UCS-2' ? ' (special characters make each segment shorter)' : '';
  const words =
    segments > 1
      ? `This text is ${each}${why}: ${recipients.toLocaleString('en-US')} ${recipients === 1 ? 'lead' : 'leads'} × ${segments} = ${total.toLocaleString('en-US')} segments billed.`
      : `${each}: ${total.toLocaleString('en-US')} ${total === 1 ? 'segment' : 'segments'} in all.`;
  return { segments, total, words };
}
