export type AddressParts = { address?: string; city?: string; state?: string; zipcode?: string };

/** "14 Elm Street, Springfield, IL 62704" -> its parts; a street alone stays the address. */
export function splitAddress(line: string): AddressParts {
  const match = /^\s*(\d[^,]*?),\s*([^,]+?),\s*([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)\b/.exec(line);
  if (match) return { address: match[1]!.trim(), city: match[2]!.trim(), state: match[3]!.toUpperCase(), zipcode: match[4]! };
  const street = line
    .split(/\s[|–-]\s/)[0]
    ?.trim()
    .replace(/\s+/g, ' ');
  // A title that starts with a number is a street only when it does not read as the home's facts ("3 beds, 2 baths").
  return street && /^\d+\s+[A-Za-z]/.test(street) && !/\b(beds?|baths?|bd|ba|bedrooms?|sq)\b/i.test(street)
    ? { address: street.split(',')[0]!.trim() }
    : {};
}
