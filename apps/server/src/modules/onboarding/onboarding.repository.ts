import { eq, sql, type SQL } from 'drizzle-orm';
import { ONBOARDING_STEPS, type OnboardingState, type OnboardingStep } from '@porchlight/domain/onboarding/onboarding';
import {
  PROFILE_REQUIREMENTS,
  type OnboardingDataProgress,
  type ProfileRequirement,
} from '@porchlight/domain/onboarding/onboarding-schemas';
import { DEVICE_KEY_SCOPE } from '@porchlight/domain/public-api/api-keys';
import type { Database } from '../../db/client.ts';
import {
  apiKeys,
  emailAccounts,
  flows,
  leads,
  onboardingStates,
  profiles,
  properties,
  smsAccounts,
  socialAccounts,
  teamMembers,
  trackingTasks,
  users,
} from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const columns = {
  isActive: onboardingStates.isActive,
  skipped: onboardingStates.skipped,
  showTutorial: onboardingStates.showTutorial,
  currentStep: onboardingStates.currentStep,
  completedSteps: onboardingStates.completedSteps,
  tutorialPage: onboardingStates.tutorialPage,
};

// A stored list only ever holds the step names (the reducer writes it), but a column is not a type.
const toState = (row: Omit<OnboardingState, 'completedSteps'> & { completedSteps: string[] }): OnboardingState => ({
  ...row,
  completedSteps: row.completedSteps.filter((s): s is OnboardingStep => (ONBOARDING_STEPS as readonly string[]).includes(s)),
});

/**
 * Read-only look at other features' tables (the extension has signed in: its device key was used), one round trip: what the agent's own data already
 * shows done. Written by those features, only read here (no module is imported).
 */
const exists = (table: SQL, where: SQL) => sql`exists (select 1 from ${table} where ${where})`;
const profileHas = (userId: string, condition: SQL) => exists(sql`${profiles}`, sql`${profiles.userId} = ${userId} and ${condition}`);
const dataProgressQuery = (userId: string) => sql`
  select
    ${profileHas(userId, sql`coalesce(btrim(${profiles.firstName}), '') <> ''`)} as first_name,
    ${profileHas(userId, sql`coalesce(btrim(${profiles.lastName}), '') <> ''`)} as last_name,
    ${profileHas(userId, sql`${profiles.avatarId} is not null`)} as photo,
    ${exists(sql`${users}`, sql`${users.id} = ${userId} and ${users.emailVerified}`)} as verified_email,
    (${exists(sql`${emailAccounts}`, sql`${emailAccounts.userId} = ${userId}`)} or ${exists(sql`${smsAccounts}`, sql`${smsAccounts.userId} = ${userId}`)}
      or ${exists(sql`${socialAccounts}`, sql`${socialAccounts.userId} = ${userId}`)}) as social,
    ${exists(sql`${apiKeys}`, sql`${apiKeys.userId} = ${userId} and ${apiKeys.scope} = ${DEVICE_KEY_SCOPE} and ${apiKeys.lastUsedAt} is not null`)} as extension,
    (${exists(sql`${trackingTasks}`, sql`${trackingTasks.userId} = ${userId}`)} or ${exists(sql`${properties}`, sql`${properties.userId} = ${userId}`)}) as tracking,
    ${exists(sql`${leads}`, sql`${leads.userId} = ${userId}`)} as leads,
    ${exists(sql`${flows}`, sql`${flows.userId} = ${userId}`)} as flows`;

// node-postgres answers { rows }, PGlite too; keep either shape.
const firstRow = <T>(result: unknown): T => ((result as { rows?: T[] }).rows ?? (result as T[]))[0] as T;

export function createOnboardingRepository(db: Database) {
  const find = async (executor: Executor, userId: string, lock = false): Promise<OnboardingState | undefined> => {
    const query = executor.select(columns).from(onboardingStates).where(eq(onboardingStates.userId, userId));
    const [row] = lock ? await query.for('update') : await query;
    return row ? toState(row) : undefined;
  };

  const save = async (executor: Executor, userId: string, state: OnboardingState) => {
    const values = { ...state, completedSteps: [...state.completedSteps], updatedAt: new Date() };
    await executor
      .insert(onboardingStates)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: onboardingStates.userId, set: values });
  };

  return {
    find: (userId: string) => find(db, userId),

    /** Inserts the first state of a user; an existing one is kept. */
    async create(userId: string, state: OnboardingState): Promise<void> {
      await db
        .insert(onboardingStates)
        .values({ userId, ...state, completedSteps: [...state.completedSteps] })
        .onConflictDoNothing();
    },

    /** Reads the state under a row lock, lets `change` compute the next one, and writes it: concurrent actions apply in turn. */
    async change(userId: string, initial: OnboardingState, change: (state: OnboardingState) => OnboardingState): Promise<OnboardingState> {
      return db.transaction(async (tx) => {
        await tx
          .insert(onboardingStates)
          .values({ userId, ...initial, completedSteps: [...initial.completedSteps] })
          .onConflictDoNothing();
        const current = (await find(tx, userId, true)) ?? initial;
        const next = change(current);
        if (next !== current) await save(tx, userId, next);
        return next;
      });
    },

    /** What the data completes, and what the saved profile still lacks (the guide names exactly that). */
    async dataProgress(userId: string): Promise<{ data: OnboardingDataProgress; profileMissing: ProfileRequirement[] }> {
      const row = firstRow<Omit<OnboardingDataProgress, 'profile'> & Record<ProfileRequirement, boolean>>(
        await db.execute(dataProgressQuery(userId)),
      );
      const profileMissing = PROFILE_REQUIREMENTS.filter((part) => !row[part]);
      return {
        data: {
          profile: profileMissing.length === 0,
          social: Boolean(row.social),
          extension: Boolean(row.extension),
          tracking: Boolean(row.tracking),
          leads: Boolean(row.leads),
          flows: Boolean(row.flows),
        },
        profileMissing,
      };
    },

    /** An invitation waiting for this address: the user is joining someone's team. */
    async hasPendingInvitation(email: string): Promise<boolean> {
      const invited = exists(sql`${teamMembers}`, sql`lower(${teamMembers.email}) = lower(${email}) and ${teamMembers.status} = 'invited'`);
      const row = firstRow<{ invited: boolean }>(await db.execute(sql`select ${invited} as invited`));
      return Boolean(row.invited);
    },
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
