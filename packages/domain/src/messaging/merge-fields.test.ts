import { describe, expect, it } from 'vitest';
import { renderTemplate, withSignature } from './merge-fields';

const ctx = {
  lead: { name: 'Ana Maria Lopez', email: 'ana@example.com' },
  agent: { name: 'Dana Agent' },
  property: { address: '12 Oak St' },
};

describe('renderTemplate', () => {
  it.each([
    ['Hi {{lead.firstName}}, {{agent.name}} here.', 'Hi Ana, Dana Agent here.'],
    ['{{ lead.lastName }}', 'Lopez'],
    ['See {{property.address}}!', 'See 12 Oak St!'],
    ['Mail {{lead.email}}', 'Mail ana@example.com'],
    ['Hi {{lead.phone|there}}', 'Hi there'],
    ['No merge fields', 'No merge fields'],
  ])('%j → %j', (template, expected) => {
    expect(renderTemplate(template, ctx).text).toBe(expected);
  });

  it('lists missing and unknown fields', () => {
    const result = renderTemplate('Hi {{lead.firstName}}, about {{property.address}} {{lead.shoeSize}}', { lead: { name: '' } });
    expect(result.text).toBe('Hi, about {{lead.shoeSize}}');
    expect(result.missing).toEqual(['lead.firstName', 'property.address']);
    expect(result.unknown).toEqual(['lead.shoeSize']);
  });
});

describe("the agent's profile fields", () => {
  const agent = {
    name: 'Dana Agent',
    phone: '(512) 555-0100',
    brokerage: 'Hill Country Realty',
    licenseNumber: 'TX-0654321',
    website: 'https://dana.example.com',
    signature: 'Dana Agent\nHill Country Realty',
  };
  it.each([
    ['{{agent.phone}}', '(512) 555-0100'],
    ['{{agent.brokerage}}', 'Hill Country Realty'],
    ['Lic. {{agent.licenseNumber}}', 'Lic. TX-0654321'],
    ['{{agent.website}}', 'https://dana.example.com'],
    ['{{agent.signature}}', 'Dana Agent\nHill Country Realty'],
  ])('%s reads %j', (template, text) => {
    expect(renderTemplate(template, { agent })).toMatchObject({ text, missing: [], unknown: [] });
  });
});

describe('withSignature', () => {
  it.each([
    ['Hi Ana,\nSee you Saturday.', 'Dana\nHill Country Realty', 'Hi Ana,\nSee you Saturday.\n\n-- \nDana\nHill Country Realty'],
    ['Hi Ana,\n\n', 'Dana', 'Hi Ana,\n\n-- \nDana'],
    ['Hi\n\nDana\nHill Country Realty', 'Dana\nHill Country Realty', 'Hi\n\nDana\nHill Country Realty'],
    ['Hi', null, 'Hi'],
    ['Hi', '   ', 'Hi'],
  ])('%j with %j is %j', (body, signature, expected) => {
    expect(withSignature(body, signature)).toBe(expected);
  });
});
