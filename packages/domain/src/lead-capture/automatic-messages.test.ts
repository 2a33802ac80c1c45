import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY,
  AUTOMATIC_MESSAGES_WINDOW_SECONDS,
  LEADS_ANSWERED_PER_ACCOUNT_DAY,
  LEADS_ANSWERED_PER_WAY_DAY,
  recipientKey,
} from './automatic-messages';
import { automaticTextRefusal, isPremiumRate, phoneCountry } from './phone-country';
import { TEXT_COUNTRIES, TEXT_COUNTRIES_MAX, TextCountriesSchema } from './text-countries';

describe("automatic messages to strangers' leads", () => {
  it('are capped per recipient, per way in and per account, each day', () => {
    expect([
      AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY,
      LEADS_ANSWERED_PER_WAY_DAY,
      LEADS_ANSWERED_PER_ACCOUNT_DAY,
      AUTOMATIC_MESSAGES_WINDOW_SECONDS,
    ]).toEqual([3, 10, 15, 86_400]);
  });

  it.each([
    ['a number', 'sms', '+15125550100', 'sms:+15125550100'],
    ['an address in capitals', 'email', 'Ana@Example.COM', 'email:ana@example.com'],
    ['an address with a +tag', 'email', 'victim+17@example.com', 'email:victim@example.com'],
    ['an address with a +tag and an @ in its quoted part', 'email', '"a@b"+x@example.com', 'email:"a@b"@example.com'],
  ] as const)('count %s as one recipient', (_label, channel, to, key) => {
    expect(recipientKey(channel, to)).toBe(key);
  });
});

describe('the countries automatic texts go to', () => {
  it.each([
    ['a Texas number', '+15125550100', 'US', false],
    ['a Toronto number', '+14165550100', 'CA', false],
    ['a Jamaican number behind +1', '+18765550100', 'JM', false],
    ['a US 900 number', '+19005550100', 'US', true],
    ['a UK mobile', '+447400123456', 'GB', false],
    ['a UK premium-rate number', '+449098790000', 'GB', true],
    ['an international network', '+882123456789', null, false],
    ['no number', '+1', null, false],
  ])('%s', (_label, e164, country, premium) => {
    expect(phoneCountry(e164)).toBe(country);
    expect(isPremiumRate(e164)).toBe(premium);
  });

  it.each([
    ['home', '+15125550100', { ownCountry: 'US', extraCountries: [] }, null],
    ['a country the agent added', '+447400123456', { ownCountry: 'US', extraCountries: ['GB'] }, null],
    [
      'abroad',
      '+447400123456',
      { ownCountry: 'US', extraCountries: [] },
      /^\+447400123456 is in United Kingdom: automatic texts to leads who came in by themselves go only to numbers in United States\. Text them yourself, or allow United Kingdom/,
    ],
    [
      'a Caribbean number behind +1',
      '+18765550100',
      { ownCountry: 'US', extraCountries: [] },
      /is in Jamaica: .* only to numbers in United States\./,
    ],
    [
      'premium rate at home',
      '+19005550100',
      { ownCountry: 'US', extraCountries: [] },
      /^\+19005550100 is a premium-rate number: automatic texts never go to one\.$/,
    ],
    ['premium rate in an added country', '+449098790000', { ownCountry: 'US', extraCountries: ['GB'] }, /premium-rate/],
    [
      'an international network',
      '+882123456789',
      { ownCountry: 'US', extraCountries: [] },
      /is in no country we can tell: .*Text them yourself\.$/,
    ],
    [
      "no texting number to tell the agent's country by",
      '+15125550100',
      { ownCountry: null, extraCountries: [] },
      /we cannot tell your texting number's/,
    ],
    ['no texting number, the country added', '+15125550100', { ownCountry: null, extraCountries: ['US'] }, null],
  ])('%s', (_label, to, allowed, refusal) => {
    const found = automaticTextRefusal(to, allowed);
    if (refusal === null) expect(found).toBeNull();
    else expect(found).toMatch(refusal);
  });

  it('lists the countries the phone-number library knows', () => {
    expect(TEXT_COUNTRIES).toEqual(getCountries());
  });

  it.each([
    [['GB', 'MX', 'GB'], { success: true, data: ['GB', 'MX'] }],
    [['UK'], { success: false, message: 'Each country must be a two-letter country code, like GB' }],
    [[1], { success: false, message: 'Each country must be a two-letter code' }],
    ['GB', { success: false, message: 'Countries must be a list' }],
    [TEXT_COUNTRIES.slice(0, TEXT_COUNTRIES_MAX + 1), { success: false, message: `At most ${TEXT_COUNTRIES_MAX} countries` }],
  ])("an agent's added countries %j", (value, outcome) => {
    const parsed = TextCountriesSchema.safeParse(value);
    expect(parsed.success ? { success: true, data: parsed.data } : { success: false, message: parsed.error.issues[0]!.message }).toEqual(
      outcome,
    );
  });
});
