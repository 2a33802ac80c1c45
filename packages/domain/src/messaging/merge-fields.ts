// Templates' merge fields: {{lead.firstName}}, {{agent.name}}, {{property.address}} and friends.

export type MergeContext = {
  lead?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  agent?: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    brokerage?: string | null;
    licenseNumber?: string | null;
    website?: string | null;
    signature?: string | null;
  } | null;
  property?: {
    address?: string | null;
    city?: string | null;
    price?: string | null;
    beds?: string | null;
    baths?: string | null;
    url?: string | null;
  } | null;
};

export const MERGE_FIELDS = [
  'lead.firstName',
  'lead.lastName',
  'lead.name',
  'lead.email',
  'lead.phone',
  'agent.name',
  'agent.firstName',
  'agent.email',
  'agent.phone',
  'agent.brokerage',
  'agent.licenseNumber',
  'agent.website',
  'agent.signature',
  'property.address',
  'property.city',
  'property.price',
  'property.beds',
  'property.baths',
  'property.url',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

const FIELD = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*(?:\|\s*([^}]*?)\s*)?\}\}/g;

const words = (name?: string | null) => (name ?? '').trim().split(/\s+/).filter(Boolean);

function valueOf(field: string, ctx: MergeContext): string | undefined {
  const [owner, key] = field.split('.') as [string, string];
  if (owner === 'lead' || owner === 'agent') {
    const who = ctx[owner];
    if (!who) return undefined;
    const parts = words(who.name);
    if (key === 'firstName') return parts[0];
    if (key === 'lastName') return parts.length > 1 ? parts.at(-1) : undefined;
    if (key === 'name') return who.name?.trim() || undefined;
    if (key === 'email') return who.email ?? undefined;
    if (key === 'phone') return who.phone ?? undefined;
    if (owner === 'agent') {
      const agent = ctx.agent!;
      if (key === 'brokerage' || key === 'licenseNumber' || key === 'website' || key === 'signature') return agent[key] ?? undefined;
    }
    return undefined;
  }
  if (owner === 'property') {
    const p = ctx.property;
    if (!p) return undefined;
    if (key === 'address' || key === 'city' || key === 'price' || key === 'beds' || key === 'baths' || key === 'url')
      return p[key] ?? undefined;
  }
  return undefined;
}

export type RenderResult = { text: string; missing: string[]; unknown: string[] };

/**
 * Fills the merge fields. A field without a value becomes its fallback (`{{lead.firstName|there}}`)
 * or nothing, and is listed in `missing`; a field the renderer does not know is left as written
 * and listed in `unknown`, so the agent sees it before sending.
 */
export function renderTemplate(template: string, ctx: MergeContext): RenderResult {
  const missing: string[] = [];
  const unknown: string[] = [];
  const text = template.replace(FIELD, (whole, field: string, fallback: string | undefined) => {
    if (!(MERGE_FIELDS as readonly string[]).includes(field)) {
      unknown.push(field);
      return whole;
    }
    const value = valueOf(field, ctx);
    if (value === undefined || value === '') {
      missing.push(field);
      return fallback ?? '';
    }
    return value;
  });
  return { text: text.replace(/ {2,}/g, ' ').replace(/ ([,.!?])/g, '$1'), missing, unknown };
}

/**
 * An e-mail's body with the agent's signature below it ("-- " line, as mail readers expect),
 * unless there is none or the body already carries it (a template with {{agent.signature}}).
 */
export function withSignature(body: string, signature: string | null | undefined): string {
  const sig = signature?.trim();
  if (!sig || body.includes(sig)) return body;
  return `${body.replace(/\s+$/, '')}\n\n-- \n${sig}`;
}
