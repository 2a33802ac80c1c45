import { describe, expect, it } from 'vitest';
import { renderTemplate } from './merge-fields';

const ctx = { lead: { name: 'Ana Maria Lopez', email: 'ana@example.com' }, agent: { name: 'Dana Agent' }, property: { address: '12 Oak St' } };

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
