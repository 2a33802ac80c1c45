import type { MatchRange } from '@porchlight/domain/search/match-ranges';

/** Text with the server's match ranges marked; plain text in, React elements out (no HTML from anyone). */
export function HighlightedText({ text, ranges }: { text: string; ranges: MatchRange[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-yellow-200/80 px-0.5 text-foreground dark:bg-yellow-500/30">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
