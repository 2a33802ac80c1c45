import { describe, expect, it } from 'vitest';
import { contactKind, holdsPipelineStages, valuesContradict } from './column-values';
import { DEFAULT_VALUE_STYLE } from './import-format';

const contradicts = (entity: 'properties' | 'leads', target: string, values: string[]) =>
  valuesContradict(entity, target, values, DEFAULT_VALUE_STYLE);

describe('valuesContradict', () => {
  it.each([
    ['an MLS area code is no living area', 'properties', 'sqft', ['7A', '12', '3'], true],
    ["Zillow's area is", 'properties', 'sqft', ['1842', '2,650', '980.0'], false],
    ['type codes are no property type', 'properties', 'property_type', ['1', '2', '1'], true],
    ['home types are', 'properties', 'property_type', ['SINGLE_FAMILY', 'CONDO', 'Lots/Acreage'], false],
    ['status codes are statuses', 'properties', 'status', ['A', 'PS', 'CS', 'X'], false],
    ['words that are no status', 'properties', 'status', ['Yes', 'No', 'Maybe'], true],
    ['pipeline stages are no temperature', 'leads', 'status', ['Sphere', 'Active Lead', 'New'], true],
    ['temperatures are', 'leads', 'status', ['Hot', 'warm', 'High'], false],
    ['area codes are no place', 'leads', 'location', ['7A', '12', 'N1'], true],
    ['places are', 'leads', 'location', ['Durham, Chapel Hill', 'Raleigh'], false],
    ['an MLS name is no MLS number', 'properties', 'mls_number', ['EXMLS', 'EXMLS'], true],
    ['prices are prices', 'properties', 'current_price', ['$465,000', '489.000,00'], false],
    ['small numbers are no price', 'properties', 'current_price', ['3', '4'], true],
    ['e-mails are e-mails', 'leads', 'email', ['a@example.com', 'b@example.com'], false],
    ['names are no e-mails', 'leads', 'email', ['Ana', 'Bo'], true],
    ['no values contradict nothing', 'properties', 'sqft', [], false],
    ['a target with no rule', 'leads', 'notes', ['anything'], false],
  ] as const)('%s', (_, entity, target, values, expected) => {
    expect(contradicts(entity, target, [...values])).toBe(expected);
  });
});

describe('column kinds by values', () => {
  it('tells e-mail and phone columns apart, or neither', () => {
    expect(contactKind(['a@example.com', 'b@example.com'])).toBe('email');
    expect(contactKind(['(555) 010-0101', 'p:+15555550102'])).toBe('phone');
    expect(contactKind(['3/4/2024', '12/25/2024'])).toBeNull();
    expect(contactKind([])).toBeNull();
  });

  it('knows a column of pipeline stages', () => {
    expect(holdsPipelineStages(['Sphere', 'Past Client', 'Nurture'])).toBe(true);
    expect(holdsPipelineStages(['Hot', 'Cold', 'Sphere'])).toBe(false);
  });
});
