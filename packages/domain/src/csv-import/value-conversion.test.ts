import { describe, expect, it } from 'vitest';
import {
  emptyToNull,
  isNoneValue,
  normalizeBudget,
  normalizeLeadStatus,
  normalizePropertyStatus,
  normalizePropertyType,
  normalizeQualification,
  parseCount,
  parseDollars,
  parseHundredths,
  parseImportBoolean,
  primaryValue,
  splitList,
} from './value-conversion';

describe('empty values become null', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [' x ', 'x'],
  ])('%j → %j', (input, expected) => {
    expect(emptyToNull(input)).toBe(expected);
  });
  it('takes the first of Google\'s ":::" values', () => {
    expect(primaryValue('a@x.com ::: b@x.com')).toBe('a@x.com');
    expect(primaryValue('only')).toBe('only');
    expect(primaryValue(null)).toBeNull();
  });
});

describe('lead status synonyms', () => {
  it.each([
    ['hot', 'hot'],
    ['WARM', 'warm'],
    [' Cold ', 'cold'],
    ['high', 'hot'],
    ['medium', 'warm'],
    ['low', 'cold'],
    ['qualified', 'hot'],
    ['interested', 'warm'],
    ['unqualified', 'cold'],
    ['unknown', 'warm'],
    ['Normal', 'warm'],
    ['scorching', 'scorching'],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLeadStatus(input)).toBe(expected);
  });
});

describe('qualification synonyms', () => {
  it.each([
    ['pending', 'pending'],
    ['qualified', 'qualified'],
    ['pre-qualified', 'pre-qualified'],
    ['not-qualified', 'not-qualified'],
    ['unqualified', 'not-qualified'],
    ['pre qualified', 'pre-qualified'],
    ['Pre Qualified', 'pre-qualified'],
    ['prequalified', 'pre-qualified'],
    ['not qualified', 'not-qualified'],
    ['unknown', 'pending'],
    ['approved', 'approved'],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeQualification(input)).toBe(expected);
  });
});

describe('lead budget becomes a dollar-formatted string', () => {
  it.each([
    ['450000', '$450,000'],
    ['$450,000', '$450,000'],
    ['450k', '$450,000'],
    ['1.2m', '$1,200,000'],
    ['$300k-$400k', '$300,000 - $400,000'],
    ['300,000 to 400,000', '$300,000 - $400,000'],
    ['0', null],
    ['', null],
    ['Flexible', 'Flexible'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBudget(input)).toBe(expected);
  });
});

describe('tags and lists are comma-split', () => {
  it.each([
    ['a, b,c', ['a', 'b', 'c']],
    [' a ,, b ', ['a', 'b']],
    ['a, a, b', ['a', 'b']],
    ['x ::: y', ['x', 'y']],
    [null, []],
  ])('%j → %j', (input, expected) => {
    expect(splitList(input)).toEqual(expected);
  });
});

describe('property prices: dollars for current/listing price, hundredths for the rest', () => {
  it.each([
    ['$450,000', 450000, 45000000],
    ['450000.60', 450001, 45000060],
    ['$125.55', 126, 12555],
    ['1.5k', 1500, 150000],
    ['abc', null, null],
    [null, null, null],
  ])('%j → %j dollars, %j hundredths', (input, dollars, hundredths) => {
    expect(parseDollars(input)).toBe(dollars);
    expect(parseHundredths(input)).toBe(hundredths);
  });
});

describe('counts are parsed to integers', () => {
  it.each([
    ['3', 3],
    ['2,150', 2150],
    ['2.5', 2],
    ['3 beds', 3],
    [' 4 ', 4],
    ['+2', 2],
    ['none', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(parseCount(input)).toBe(expected);
  });
});

describe('booleans: true for true, yes, 1 or y', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['Yes', true],
    ['1', true],
    ['y', true],
    ['Y', true],
    ['false', false],
    ['no', false],
    ['0', false],
    ['n', false],
    ['Private, In Ground', false],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(parseImportBoolean(input)).toBe(expected);
  });
});

describe('property type', () => {
  it.each([
    ['Residential', 'single_family'],
    ['Single Family', 'single_family'],
    ['Single Family Residential', 'single_family'],
    ['SINGLE_FAMILY', 'single_family'],
    ['SingleFamilyResidence', 'single_family'],
    ['Condo', 'condo'],
    ['Condominium', 'condo'],
    ['Condo/Co-op', 'condo'],
    ['CONDOS', 'condo'],
    ['Townhouse', 'townhouse'],
    ['Townhome', 'townhouse'],
    ['TOWNHOMES', 'townhouse'],
    ['Multi-Family', 'multi_family'],
    ['Multi-Family (2-4 Unit)', 'multi_family'],
    ['ResidentialIncome', 'multi_family'],
    ['Duplex', 'multi_family'],
    ['Land', 'land'],
    ['Vacant Land', 'land'],
    ['Lots/Land', 'land'],
    ['Farm', 'land'],
    ['Commercial', 'commercial'],
    ['CommercialSale', 'commercial'],
    ['Business Opportunity', 'commercial'],
    ['Mobile Home', 'other'],
    ['Houseboat', 'other'],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePropertyType(input)).toBe(expected);
  });
});

describe('property status', () => {
  it.each([
    ['Active', 'active'],
    ['FOR_SALE', 'active'],
    ['New', 'active'],
    ['ACT', 'active'],
    ['Pending', 'pending'],
    ['Active Under Contract', 'pending'],
    ['ActiveUnderContract', 'pending'],
    ['Contingent', 'pending'],
    ['PND', 'pending'],
    ['Sold', 'sold'],
    ['Closed', 'sold'],
    ['RECENTLY_SOLD', 'sold'],
    ['SLD', 'sold'],
    ['Off Market', 'off_market'],
    ['Off-Market', 'off_market'],
    ['OFF_MARKET', 'off_market'],
    ['Withdrawn', 'off_market'],
    ['Expired', 'off_market'],
    ['Canceled', 'off_market'],
    ['Cancelled', 'off_market'],
    ['Hold', 'off_market'],
    ['Coming Soon', 'coming_soon'],
    ['ComingSoon', 'coming_soon'],
    ['COMING_SOON', 'coming_soon'],
    ['Price Reduced', 'active'],
    ['Something else', 'active'],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePropertyStatus(input)).toBe(expected);
  });
});

describe('cooling values that mean none', () => {
  it.each([
    ['None', true],
    ['no', true],
    ['N/A', true],
    ['Central Air', false],
    [null, false],
  ])('%j → %j', (input, expected) => {
    expect(isNoneValue(input)).toBe(expected);
  });
});
