import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_ROUTING, LeadRoutingSettingsSchema, type LeadRoutingRule, type LeadRoutingSettings } from './lead-routing';
import { chooseAssignee, inArea, inTurn, matchesRule, nextAssignee, priceOf, type RoutableLead } from './routing-rules';

const rule = (r: Partial<LeadRoutingRule>): LeadRoutingRule => ({
  source: null,
  areas: [],
  minPrice: null,
  maxPrice: null,
  assigneeId: 'ann',
  ...r,
});
const lead = (l: Partial<RoutableLead>): RoutableLead => ({
  source: 'Zillow',
  places: ['Austin, TX 78704', '12 Oak St, Round Rock, TX 78664'],
  price: 450_000,
  ...l,
});

describe('a rule matches a lead', () => {
  it.each([
    ['an empty rule matches any lead', rule({}), lead({}), true],
    ['the same source, any case', rule({ source: 'zillow' }), lead({}), true],
    ['another source', rule({ source: 'Redfin' }), lead({}), false],
    ['a ZIP of the lead', rule({ areas: ['78704'] }), lead({}), true],
    ['a ZIP of the asked-about property', rule({ areas: ['78664'] }), lead({}), true],
    ['a city of two words', rule({ areas: ['round rock'] }), lead({}), true],
    ['part of a word is not a city', rule({ areas: ['Aust'] }), lead({}), false],
    ['no area known', rule({ areas: ['78704'] }), lead({ places: [null] }), false],
    ['within the price range', rule({ minPrice: 400_000, maxPrice: 500_000 }), lead({}), true],
    ['the bounds are inclusive', rule({ minPrice: 450_000, maxPrice: 450_000 }), lead({}), true],
    ['below the range', rule({ minPrice: 500_000 }), lead({}), false],
    ['above the range', rule({ maxPrice: 400_000 }), lead({}), false],
    ['a price rule needs a price', rule({ minPrice: 1 }), lead({ price: null }), false],
    ['every condition must hold', rule({ source: 'Zillow', areas: ['78704'], maxPrice: 100_000 }), lead({}), false],
  ])('%s', (_label, r, l, matches) => {
    expect(matchesRule(r, l)).toBe(matches);
  });
});

it.each([
  ['$450,000', 450_000],
  ['450000', 450_000],
  ['$1.2M', 1_200_000],
  ['500k', 500_000],
  ['$300,000 - $400,000', 300_000],
  ['', null],
  [null, null],
  ['no idea', null],
])('the price in %j is %j', (text, dollars) => {
  expect(priceOf(text)).toBe(dollars);
});

it.each([
  ['78704', ['Austin 78704'], true],
  ['78704', ['787041'], false],
  ['San Marcos', ['san marcos, tx'], true],
  ['', ['anything'], false],
])('area %j in %j: %j', (area, places, found) => {
  expect(inArea(area, places)).toBe(found);
});

describe('whose turn it is', () => {
  it.each([
    [['a', 'b', 'c'], 0, 'a'],
    [['a', 'b', 'c'], 1, 'b'],
    [['a', 'b', 'c'], 5, 'c'],
    [['a', 'b', 'c'], 6, 'a'],
    [[], 3, undefined],
  ])('%j at turn %i: %j', (rotation, turn, who) => {
    expect(inTurn(rotation, turn)).toBe(who);
  });

  it('takes turns fairly: each teammate gets the same share of 300 leads', () => {
    const counts = new Map<string, number>();
    for (let turn = 0; turn < 300; turn++)
      counts.set(inTurn(['a', 'b', 'c'], turn)!, (counts.get(inTurn(['a', 'b', 'c'], turn)!) ?? 0) + 1);
    expect([...counts.values()]).toEqual([100, 100, 100]);
  });
});

describe('who a new lead goes to', () => {
  const settings = (s: Partial<LeadRoutingSettings>): LeadRoutingSettings => ({ ...DEFAULT_LEAD_ROUTING, ...s });
  const ctx = { ownerId: 'owner', turn: 4, canRouteToTeam: true };
  it.each([
    ['owner mode: the owner', settings({ rotation: ['a', 'b'] }), lead({}), ctx, { assigneeId: 'owner', usesTurn: false }],
    [
      'round robin: whose turn it is',
      settings({ mode: 'round_robin', rotation: ['a', 'b', 'c'] }),
      lead({}),
      ctx,
      { assigneeId: 'b', usesTurn: true },
    ],
    [
      'round robin on one seat: the owner',
      settings({ mode: 'round_robin', rotation: ['a', 'b'] }),
      lead({}),
      { ...ctx, canRouteToTeam: false },
      { assigneeId: 'owner', usesTurn: false },
    ],
    [
      'rules: the first that matches',
      settings({
        mode: 'rules',
        rules: [rule({ source: 'Redfin', assigneeId: 'r' }), rule({ areas: ['78704'], assigneeId: 'z' }), rule({ assigneeId: 'any' })],
      }),
      lead({}),
      ctx,
      { assigneeId: 'z', usesTurn: false },
    ],
    [
      'rules: none matches, the fallback',
      settings({ mode: 'rules', rules: [rule({ source: 'Redfin' })], fallbackId: 'f' }),
      lead({}),
      ctx,
      { assigneeId: 'f', usesTurn: false },
    ],
    [
      'rules: none matches, no fallback: the owner',
      settings({ mode: 'rules', rules: [rule({ source: 'Redfin' })] }),
      lead({}),
      ctx,
      { assigneeId: 'owner', usesTurn: false },
    ],
  ])('%s', (_label, s, l, c, choice) => {
    expect(chooseAssignee(s, l, c)).toEqual(choice);
  });
});

describe('who an unclaimed lead goes to next', () => {
  it.each([
    ['the next in the rotation', ['a', 'b', 'c'], 'a', [], 'b'],
    ['wraps around', ['a', 'b', 'c'], 'c', [], 'a'],
    ['skips who already had it', ['a', 'b', 'c'], 'b', ['c'], 'a'],
    ['then the owner', ['a', 'b'], 'b', ['a'], 'owner'],
    ['someone outside the rotation: its first', ['a', 'b'], 'x', [], 'a'],
    ['no rotation: the owner', [], 'x', [], 'owner'],
    ['everyone had it: nobody', ['a'], 'owner', ['a'], null],
    ['the owner alone: nobody', [], 'owner', [], null],
  ])('%s', (_label, rotation, current, tried, next) => {
    expect(nextAssignee(rotation, { ownerId: 'owner', current, tried })).toBe(next);
  });
});

describe('the settings a request may save', () => {
  const ok = { mode: 'round_robin', claimMinutes: 10, rotation: ['a'], rules: [], fallbackId: null };
  it.each([
    ['claimMinutes below 5', { ...ok, claimMinutes: 4 }, 'claimMinutes'],
    ['claimMinutes above 60', { ...ok, claimMinutes: 61 }, 'claimMinutes'],
    ['an unknown mode', { ...ok, mode: 'lottery' }, 'mode'],
    ['round robin with nobody', { ...ok, rotation: [] }, 'rotation'],
    ['a teammate twice', { ...ok, rotation: ['a', 'a'] }, 'rotation'],
    ['rules with no rule', { ...ok, mode: 'rules' }, 'rules'],
    ['a range upside down', { ...ok, mode: 'rules', rules: [{ minPrice: 5, maxPrice: 1, assigneeId: 'a' }] }, 'rules.0.maxPrice'],
    ['an unknown key', { ...ok, extra: 1 }, ''],
  ])('rejects %s', (_label, body, path) => {
    const parsed = LeadRoutingSettingsSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe(path);
  });

  it('accepts the defaults', () => {
    expect(LeadRoutingSettingsSchema.parse(DEFAULT_LEAD_ROUTING)).toEqual(DEFAULT_LEAD_ROUTING);
  });
});
