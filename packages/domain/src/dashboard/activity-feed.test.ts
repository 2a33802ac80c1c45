import { describe, expect, it } from 'vitest';
import type { DomainEventResponse, EventType } from '../events/event-types.ts';
import { ActivityQuerySchema, describeActivity } from './activity-feed.ts';

const event = (type: string, payload: Record<string, unknown>, subject = 'abc'): DomainEventResponse => ({
  id: 'e1',
  type: type as EventType,
  subject_type: 'lead',
  subject_id: subject,
  actor_id: null,
  payload,
  created_at: '2026-03-08T12:00:00.000Z',
});

describe('describeActivity', () => {
  it.each([
    ['lead.created', { name: 'Ana Ruiz', source: 'Zillow' }, 'New lead Ana Ruiz from Zillow', '/leads?id=abc&highlight=true'],
    ['lead.created', { name: 'Bo' }, 'New lead Bo', '/leads?id=abc&highlight=true'],
    ['lead.status_changed', { name: 'Bo', from: 'cold', to: 'hot' }, 'Bo is now hot (was cold)', '/leads?id=abc&highlight=true'],
    ['lead.deleted', { name: 'Bo' }, 'Lead Bo deleted', null],
    [
      'leads.merged',
      { name: 'Ana Lima', mergedNames: ['Ana L', 'A. Lima'] },
      'Ana L, A. Lima merged into Ana Lima',
      '/leads?id=abc&highlight=true',
    ],
    ['leads.imported', { imported: 1200, updated: 0, skipped: 0, total: 1200 }, '1,200 leads imported', '/leads'],
    ['property.created', { address: '1 Elm St', price: 450000 }, 'Property added: 1 Elm St ($450,000)', '/properties?id=abc'],
    [
      'property.price_changed',
      { address: '1 Elm St', from: 450000, to: 430000 },
      'Price dropped on 1 Elm St: $450,000 → $430,000',
      '/properties?id=abc',
    ],
    [
      'property.price_changed',
      { address: '1 Elm St', from: 430000, to: 440000 },
      'Price rose on 1 Elm St: $430,000 → $440,000',
      '/properties?id=abc',
    ],
    ['property.status_changed', { address: '1 Elm St', from: 'Active', to: 'Sold' }, '1 Elm St is now Sold', '/properties?id=abc'],
    [
      'message.sent',
      { channel: 'sms', to: '+15125550100', leadId: 'l1', automated: true },
      'Text sent to +15125550100 by an automation',
      '/leads?id=l1&highlight=true',
    ],
    [
      'message.received',
      { channel: 'email', from: 'a@example.com', leadName: 'Ana', preview: 'Hello', messageId: 'm1' },
      'E-mail from Ana: “Hello”',
      '/inbox?message=m1&highlight=true',
    ],
    [
      'import.completed',
      { entity: 'properties', imported: 1, updated: 2, skipped: 0, total: 3 },
      'Import finished: 1 property added, 2 updated',
      '/properties',
    ],
    ['import.failed', { entity: 'leads', fileName: 'book.csv', reason: 'No rows' }, 'Import of book.csv failed: No rows', '/leads'],
  ])('%s %j reads "%s"', (type, payload, text, href) => {
    expect(describeActivity(event(type, payload))).toMatchObject({ text, href });
  });

  it('leaves out what the feed does not show', () => {
    expect(describeActivity(event('subscription.changed', { plan: 'agent', status: 'active', change: 'x' }))).toBeNull();
  });
});

describe('ActivityQuerySchema', () => {
  it.each([
    [{}, true],
    [{ before: '123', limit: '10' }, true],
    [{ before: 'abc' }, false],
    [{ limit: '51' }, false],
    [{ limit: '0' }, false],
  ])('%j valid: %s', (query, ok) => expect(ActivityQuerySchema.safeParse(query).success).toBe(ok));
});
