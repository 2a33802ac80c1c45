import { describe, expect, it } from 'vitest';
import { mergeNotifications, toClientNotification, toClientNotificationList, type ClientNotification } from './notification-mapping';

const api = {
  id: 'n1',
  type: 'lead',
  title: 'New lead',
  message: 'Ana',
  priority: 'high',
  read: false,
  action_url: '/leads?id=l1&highlight=true',
  action_label: 'View lead',
  metadata: { leadId: 'l1' },
  data: {},
  created_at: '2025-06-15T10:00:00.000Z',
};

describe('toClientNotification (spec 001 §3)', () => {
  it('maps the API shape', () => {
    expect(toClientNotification(api)).toEqual({
      id: 'n1',
      type: 'lead',
      title: 'New lead',
      message: 'Ana',
      timestamp: '2025-06-15T10:00:00.000Z',
      read: false,
      priority: 'high',
      actionUrl: '/leads?id=l1&highlight=true',
      actionLabel: 'View lead',
      metadata: { leadId: 'l1' },
      data: {},
    });
  });

  it.each([
    ['notification_id over id', { ...api, notification_id: 'n2' }, { id: 'n2' }],
    [
      'timestamp when no created_at',
      { ...api, created_at: undefined, timestamp: '2025-01-01T00:00:00Z' },
      { timestamp: '2025-01-01T00:00:00Z' },
    ],
    ['medium when priority is missing', { ...api, priority: undefined }, { priority: 'medium' }],
    ['medium when priority is unknown', { ...api, priority: 'urgent' }, { priority: 'medium' }],
  ])('takes %s', (_label, raw, expected) => expect(toClientNotification(raw)).toMatchObject(expected));

  it.each([null, 'text', [], { ...api, id: undefined }, { ...api, type: 'spam' }])('rejects %j', (raw) =>
    expect(toClientNotification(raw)).toBeNull(),
  );

  it.each([
    ['an array', [api]],
    ['a notifications list with a warning', { notifications: [api], warning: 'partial' }],
  ])('reads %s', (_label, body) => expect(toClientNotificationList(body).map((n) => n.id)).toEqual(['n1']));

  it('reads anything else as empty', () => expect(toClientNotificationList({ error: 'x' })).toEqual([]));
});

describe('mergeNotifications', () => {
  const n = (id: string, timestamp: string, read = false) => ({ id, timestamp, read }) as ClientNotification;
  it('keeps newest first and replaces by id', () => {
    const merged = mergeNotifications([n('a', '2025-01-02'), n('b', '2025-01-01')], [n('c', '2025-01-03'), n('a', '2025-01-02', true)]);
    expect(merged.map((x) => [x.id, x.read])).toEqual([
      ['c', false],
      ['a', true],
      ['b', false],
    ]);
  });
});
