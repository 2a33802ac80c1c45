import { z } from 'zod';

// The agent's appointment rules (issue 53): when reminders go out, and which pipeline stage an
// appointment set or held moves its leads to. Each agent keeps their own, as notifications are.

/** How long before the start the agent hears of an appointment (0: not reminded). */
export const AGENT_REMINDER_CHOICES = [0, 15, 30, 60, 120, 1440] as const;
/** How long before the start the lead gets a reminder by text or e-mail (0: none). */
export const LEAD_REMINDER_CHOICES = [0, 60, 120, 1440, 2880] as const;

export const DEFAULT_AGENT_REMINDER_MINUTES = 30;
export const DEFAULT_LEAD_REMINDER_MINUTES = 1440;

const oneOf = (choices: readonly number[], name: string) =>
  z
    .number({ error: `${name} must be a number of minutes` })
    .int()
    .refine((v) => choices.includes(v), `must be one of ${choices.join(', ')}`);

export const AppointmentSettingsSchema = z
  .object({
    /** The stage the leads move to when an appointment with them is booked (null: they stay). */
    stage_on_set: z.uuid({ error: 'must be a stage id' }).nullable(),
    /** The stage they move to when it is marked held. */
    stage_on_held: z.uuid({ error: 'must be a stage id' }).nullable(),
    agent_reminder_minutes: oneOf(AGENT_REMINDER_CHOICES, 'agent_reminder_minutes'),
    lead_reminder_minutes: oneOf(LEAD_REMINDER_CHOICES, 'lead_reminder_minutes'),
  })
  .strict();
export type AppointmentSettings = z.infer<typeof AppointmentSettingsSchema>;

export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  stage_on_set: null,
  stage_on_held: null,
  agent_reminder_minutes: DEFAULT_AGENT_REMINDER_MINUTES,
  lead_reminder_minutes: DEFAULT_LEAD_REMINDER_MINUTES,
};

/** The dashboard's card: appointments set (booked) and held this week and last, weeks from Monday on the agent's clock. */
export const AppointmentSummarySchema = z.object({
  week_starts_at: z.iso.datetime(),
  set_this_week: z.number().int(),
  set_last_week: z.number().int(),
  held_this_week: z.number().int(),
  held_last_week: z.number().int(),
});
export type AppointmentSummary = z.infer<typeof AppointmentSummarySchema>;
