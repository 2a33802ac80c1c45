import { z } from 'zod';

/**
 * A market area is a ZIP code (its first five digits) when the property has one, otherwise its
 * city and state. The key travels in URLs: "zip:78701" or "city:austin|tx".
 */
export type AreaKey = string;

const ZIP = /^\s*(\d{5})/;
const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

export function areaKeyOf(property: { zipcode: string | null; city: string | null; state: string | null }): AreaKey | null {
  const zip = ZIP.exec(property.zipcode ?? '');
  if (zip) return `zip:${zip[1]}`;
  const city = norm(property.city);
  return city ? `city:${city}|${norm(property.state)}` : null;
}

export type ParsedArea = { kind: 'zip'; zip: string } | { kind: 'city'; city: string; state: string };

export function parseAreaKey(key: string): ParsedArea | null {
  const zip = /^zip:(\d{5})$/.exec(key);
  if (zip) return { kind: 'zip', zip: zip[1]! };
  const city = /^city:([^|]{1,100})\|([^|]{0,50})$/.exec(key);
  return city ? { kind: 'city', city: city[1]!, state: city[2]! } : null;
}

/** "78701 · Austin, TX" for a ZIP with a known city, "78701" without, "Austin, TX" for a city. */
export function areaLabel(area: ParsedArea, place: { city: string | null; state: string | null }): string {
  const cityState = [place.city?.trim(), place.state?.trim()].filter(Boolean).join(', ');
  if (area.kind === 'zip') return cityState ? `${area.zip} · ${cityState}` : area.zip;
  return cityState || area.city;
}

export const MarketAreaSchema = z.object({ key: z.string(), label: z.string(), properties: z.number() });
export type MarketArea = z.infer<typeof MarketAreaSchema>;

export const AreaParamSchema = z.object({
  area: z.string().refine((k) => parseAreaKey(k) !== null, 'must be an area key (zip:12345 or city:name|state)'),
});
