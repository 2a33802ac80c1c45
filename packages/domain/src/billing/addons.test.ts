import { describe, expect, it } from 'vitest';
import { ADDONS, ADDON_IDS, findAddon } from './addons';

// spec 000 §9 monthly add-ons: [id, type, price, resources]
const TABLE = [
  ['sms-200', 'sms', 25, { smsNotifications: 200 }],
  ['sms-500', 'sms', 45, { smsNotifications: 500 }],
  ['sms-1000', 'sms', 79, { smsNotifications: 1000 }],
  ['email-1000', 'email', 12, { emailNotifications: 1000 }],
  ['email-2000', 'email', 29, { emailNotifications: 2000 }],
  ['executions-2000', 'executions', 35, { workflowExecutions: 2000, taskExecutions: 2000 }],
  ['executions-5000', 'executions', 69, { workflowExecutions: 5000, taskExecutions: 5000 }],
  ['executions-15000', 'executions', 149, { workflowExecutions: 15000, taskExecutions: 15000 }],
  ['properties-1000', 'properties', 15, { maxProperties: 1000 }],
  ['properties-5000', 'properties', 49, { maxProperties: 5000 }],
  ['properties-20000', 'properties', 149, { maxProperties: 20000 }],
  ['leads-2000', 'leads', 22, { maxLeads: 2000 }],
  ['leads-10000', 'leads', 59, { maxLeads: 10000 }],
  ['leads-25000', 'leads', 119, { maxLeads: 25000 }],
  ['message-bundle', 'bundle', 89, { smsNotifications: 1000, emailNotifications: 5000 }],
  ['seats-5', 'seats', 39, { userSeats: 5 }],
  ['seats-10', 'seats', 69, { userSeats: 10 }],
  ['seats-25', 'seats', 149, { userSeats: 25 }],
  ['seats-50', 'seats', 249, { userSeats: 50 }],
] as const;

describe('the add-on catalogue (spec 000 §9)', () => {
  it.each(TABLE)('%s: %s, $%i a month, adds %j', (id, type, price, resources) => {
    expect(findAddon(id)).toMatchObject({ id, type, price, resources });
    expect(findAddon(id)!.description).not.toBe('');
  });

  it('has exactly these add-ons, with unique ids', () => {
    expect(ADDON_IDS).toEqual(TABLE.map((row) => row[0]));
    expect(new Set(ADDONS.map((a) => a.name)).size).toBe(ADDONS.length);
  });

  it('knows nothing else', () => {
    expect(findAddon('sms-9999')).toBeUndefined();
  });
});
