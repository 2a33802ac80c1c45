import { z } from 'zod';

// A branch's condition: a comparison on one of the lead's fields, or whether the lead replied.

export const CONDITION_FIELDS = [
  'status',
  'qualification',
  'source',
  'location',
  'budget',
  'tags',
  'email',
  'phone',
  'lead_type',
  'timeline',
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'is_empty',
  'is_not_empty',
  'greater_than',
  'less_than',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators that compare with no value. */
export const UNARY_OPERATORS: readonly ConditionOperator[] = ['is_empty', 'is_not_empty'];

export const FieldConditionSchema = z
  .object({
    kind: z.literal('field'),
    field: z.enum(CONDITION_FIELDS, { error: `must be one of ${CONDITION_FIELDS.join(', ')}` }),
    operator: z.enum(CONDITION_OPERATORS, { error: `must be one of ${CONDITION_OPERATORS.join(', ')}` }),
    value: z.string().trim().max(200).default(''),
  })
  .refine((c) => UNARY_OPERATORS.includes(c.operator) || c.value !== '', { message: 'needs a value to compare with', path: ['value'] });

/** replied: true = "the lead replied since the run started"; false = "has not replied". */
export const RepliedConditionSchema = z.object({ kind: z.literal('replied'), replied: z.boolean() });

export const ConditionSchema = z.discriminatedUnion('kind', [FieldConditionSchema, RepliedConditionSchema]);
export type Condition = z.infer<typeof ConditionSchema>;

/** What a condition is evaluated against: the lead as it is now, and its replies during the run. */
export type ConditionContext = { lead: Partial<Record<ConditionField, string | string[] | null>>; repliedSinceStart: boolean };

/** "$450,000" and "450000" alike; NaN when the text holds no number. */
export const numberIn = (text: string) => Number(text.replace(/[$,\s]/g, ''));

function compareOne(actual: string, operator: ConditionOperator, expected: string): boolean {
  const a = actual.trim().toLowerCase();
  const e = expected.trim().toLowerCase();
  switch (operator) {
    case 'equals':
      return a === e;
    case 'not_equals':
      return a !== e;
    case 'contains':
      return a.includes(e);
    case 'not_contains':
      return !a.includes(e);
    case 'greater_than':
    case 'less_than': {
      const x = numberIn(actual);
      const y = numberIn(expected);
      if (Number.isNaN(x) || Number.isNaN(y)) return false;
      return operator === 'greater_than' ? x > y : x < y;
    }
    default:
      return false;
  }
}

/**
 * Whether the condition holds. A list field (tags) "equals"/"contains" when one of its items
 * does, "not_equals"/"not_contains" when none does; an empty field compares as "" (so a number
 * comparison on it is false).
 */
export function evaluateCondition(condition: Condition, ctx: ConditionContext): boolean {
  if (condition.kind === 'replied') return ctx.repliedSinceStart === condition.replied;
  const raw = ctx.lead[condition.field];
  const values = Array.isArray(raw) ? raw.filter((v) => v.trim() !== '') : raw == null || raw.trim() === '' ? [] : [raw];
  if (condition.operator === 'is_empty') return values.length === 0;
  if (condition.operator === 'is_not_empty') return values.length > 0;
  if (condition.operator === 'not_equals' || condition.operator === 'not_contains') {
    const positive = condition.operator === 'not_equals' ? 'equals' : 'contains';
    return !values.some((v) => compareOne(v, positive, condition.value));
  }
  if (values.length === 0) return compareOne('', condition.operator, condition.value);
  return values.some((v) => compareOne(v, condition.operator, condition.value));
}

const OPERATOR_WORDS: Record<ConditionOperator, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  greater_than: 'is more than',
  less_than: 'is less than',
};

export function describeCondition(condition: Condition): string {
  if (condition.kind === 'replied') return condition.replied ? 'The lead replied' : 'The lead has not replied';
  const field = condition.field.replace('_', ' ');
  return UNARY_OPERATORS.includes(condition.operator)
    ? `${field} ${OPERATOR_WORDS[condition.operator]}`
    : `${field} ${OPERATOR_WORDS[condition.operator]} "${condition.value}"`;
}
