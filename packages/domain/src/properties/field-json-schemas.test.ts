import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalCents, optionalDate, optionalDollars, optionalEmail, optionalUrl } from './field-schemas.ts';

// The OpenAPI document is generated from these schemas: what it says must be what they accept.
const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(z.object({ v: schema }), { io, unrepresentable: 'any' }).properties!.v as { anyOf: Record<string, unknown>[] };

describe('the fields as JSON Schema', () => {
  it('types money answers as numbers (whole dollars as integers), not "any"', () => {
    expect(JSON.stringify(json(optionalDollars(), 'output'))).toMatch(/"type":(\["integer","null"\]|"integer")/);
    expect(JSON.stringify(json(optionalCents(), 'output'))).toMatch(/"type":(\["number","null"\]|"number")/);
  });

  it.each(['1800-01-01', '1999-12-31', '2199-12-31', '2200-01-01', '1799-12-31', '2201-01-01'])(
    'says the years a date may have, as the check does: %s',
    (date) => {
      const { pattern, format } = json(optionalDate(), 'input').anyOf[0] as { pattern: string; format: string };
      expect(format).toBe('date');
      expect(new RegExp(pattern).test(date) && /^\d{4}-\d{2}-\d{2}$/.test(date)).toBe(optionalDate().safeParse(date).success);
    },
  );

  it('says an e-mail is an e-mail and a web address is http(s)', () => {
    expect(json(optionalEmail(), 'input').anyOf[0]).toMatchObject({ format: 'email', pattern: z.regexes.email.source });
    expect(json(optionalUrl(), 'input').anyOf[0]).toMatchObject({ format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' });
  });
});
