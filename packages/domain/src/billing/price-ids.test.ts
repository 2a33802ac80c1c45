import { describe, expect, it } from 'vitest';
import { PRICE_KEYS, addonPriceKey, catalogueItemForPriceId, planPriceKey } from './price-ids';

describe('price keys', () => {
  it('names every purchasable item: three paid plans twice and every add-on', () => {
    expect(PRICE_KEYS).toHaveLength(6 + 19);
    expect(PRICE_KEYS).toContain('plan_agent_annual');
    expect(PRICE_KEYS).not.toContain('plan_trial_monthly');
    expect(PRICE_KEYS).toContain('addon_message-bundle');
  });

  const ids = { [planPriceKey('agent', 'annual')]: 'price_A', [addonPriceKey('sms-200')]: 'price_S' };
  it.each([
    ['price_A', { kind: 'plan', plan: 'agent', interval: 'annual' }],
    ['price_S', { kind: 'addon', addonId: 'sms-200' }],
    ['price_unknown', undefined],
  ])('%s maps back to %j', (priceId, expected) => {
    expect(catalogueItemForPriceId(ids, priceId)).toEqual(expected);
  });
});
