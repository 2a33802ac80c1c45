import { describe, expect, it } from 'vitest';
import { ConditionSchema, evaluateCondition, type ConditionContext } from './conditions';

const ctx: ConditionContext = {
  lead: { status: 'hot', source: 'Zillow', tags: ['buyer', 'Price-Alerts'], budget: '$450,000', email: null, location: '' },
  repliedSinceStart: false,
};

describe('evaluateCondition', () => {
  it.each([
    ['status equals, any case', { kind: 'field', field: 'status', operator: 'equals', value: 'HOT' }, true],
    ['status not equals', { kind: 'field', field: 'status', operator: 'not_equals', value: 'cold' }, true],
    ['source contains', { kind: 'field', field: 'source', operator: 'contains', value: 'zill' }, true],
    ['tags equals one of them', { kind: 'field', field: 'tags', operator: 'equals', value: 'price-alerts' }, true],
    ['tags not equals means none of them', { kind: 'field', field: 'tags', operator: 'not_equals', value: 'buyer' }, false],
    ['tags not contains', { kind: 'field', field: 'tags', operator: 'not_contains', value: 'seller' }, true],
    ['budget greater than reads dollars', { kind: 'field', field: 'budget', operator: 'greater_than', value: '400000' }, true],
    ['budget less than', { kind: 'field', field: 'budget', operator: 'less_than', value: '$400,000' }, false],
    ['missing e-mail is empty', { kind: 'field', field: 'email', operator: 'is_empty' }, true],
    ['blank location is empty', { kind: 'field', field: 'location', operator: 'is_not_empty' }, false],
    ['a number comparison on an empty field is false', { kind: 'field', field: 'email', operator: 'greater_than', value: '1' }, false],
    ['equals on an empty field is false', { kind: 'field', field: 'email', operator: 'equals', value: 'x' }, false],
    ['not replied holds', { kind: 'replied', replied: false }, true],
    ['replied does not', { kind: 'replied', replied: true }, false],
  ] as const)('%s', (_name, condition, expected) => {
    expect(evaluateCondition(ConditionSchema.parse(condition), ctx)).toBe(expected);
  });

  it('a reply during the run flips the replied conditions', () => {
    expect(evaluateCondition({ kind: 'replied', replied: true }, { ...ctx, repliedSinceStart: true })).toBe(true);
  });

  it('a comparison needs a value, unless it is an emptiness test', () => {
    const r = ConditionSchema.safeParse({ kind: 'field', field: 'status', operator: 'equals' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['value']);
    expect(ConditionSchema.safeParse({ kind: 'field', field: 'status', operator: 'is_empty' }).success).toBe(true);
  });
});
