import { describe, expect, it } from 'vitest';
import { LIMIT_USAGE_KEYS, PLAN_LIMIT_KEYS, teamSeatCount } from './usage';

describe('plan limit keys (spec 000 §3)', () => {
  it("are spec 000 §3's nine keys and call minutes (issue 52), each measured by its usage count", () => {
    expect(LIMIT_USAGE_KEYS).toEqual({
      activeTasks: 'active_tasks',
      taskExecutions: 'task_executions',
      flows: 'flows_count',
      triggerEvents: 'trigger_events',
      smsNotifications: 'sms_notifications_used',
      callMinutes: 'call_minutes_used',
      emailNotifications: 'email_notifications_used',
      maxProperties: 'properties_stored',
      maxLeads: 'leads_stored',
      userSeats: 'team_members_count',
    });
    expect(PLAN_LIMIT_KEYS).toHaveLength(10);
  });

  it.each([
    [0, 1],
    [2, 3],
  ])('team seat count of %i members is %i', (members, seats) => {
    expect(teamSeatCount(members)).toBe(seats);
  });
});
