import { describe, expect, it } from 'vitest';
import { renderTemplate } from './merge-fields';
import { TemplateRequestSchema } from './message-schemas';
import { countSegments } from './sms-segments';
import { STARTER_TEMPLATES, missingStarters } from './starter-templates';

describe('starter templates', () => {
  it('covers the first week: intro, showing, open house, price change, check-in, anniversary', () => {
    expect(STARTER_TEMPLATES.map((t) => t.name)).toEqual([
      'New lead: first hello (text)',
      'New lead: introduction (e-mail)',
      'Showing follow-up',
      'Open house thank-you',
      'Price change',
      'Check-in',
      'Home anniversary',
    ]);
  });
  it.each(STARTER_TEMPLATES.map((t) => [t.name, t] as const))('%s is a valid template whose merge fields all fill', (_name, t) => {
    expect(TemplateRequestSchema.safeParse(t).success).toBe(true);
    const ctx = {
      lead: { name: 'Ana Lopez' },
      agent: { name: 'Dana Agent', phone: '+15125550100', brokerage: 'Oak Realty' },
      property: { address: '12 Oak St', price: '$450,000', beds: '3', baths: '2' },
    };
    const body = renderTemplate(t.body, ctx).text;
    expect(body).not.toMatch(/\{\{/);
    // A starter text costs at most two segments per lead.
    if (t.channel === 'sms') expect(countSegments(body).segments).toBeLessThanOrEqual(2);
  });
  it('adds only those missing, by name in any case', () => {
    expect(missingStarters(['check-in', 'Price change']).map((t) => t.name)).not.toContain('Check-in');
    expect(missingStarters([])).toHaveLength(STARTER_TEMPLATES.length);
  });
});
