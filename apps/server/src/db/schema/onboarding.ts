import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Each user's onboarding tutorial state (spec 001 §3), kept on the server so it follows them across devices. */
export const onboardingStates = pgTable('onboarding_states', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(false),
  skipped: boolean('skipped').notNull().default(false),
  showTutorial: boolean('show_tutorial').notNull().default(false),
  currentStep: integer('current_step').notNull().default(0),
  completedSteps: jsonb('completed_steps').$type<string[]>().notNull().default([]),
  tutorialPage: text('tutorial_page'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
