import { and, desc, eq } from 'drizzle-orm';
import { isCallOutcome } from '@porchlight/domain/leads/lead-calls';
import type { LeadActivityKind, LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import type { Database } from '../../db/client.ts';
import { leadActivities } from '../../db/schema/index.ts';

/** What one entry of a lead's timeline holds. */
export type ActivityValues = {
  kind: LeadActivityKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  body?: string | null;
  callOutcome?: string | null;
  callDurationSeconds?: number | null;
};

/** A lead's timeline (notes, calls, status changes), newest first. */
export function createLeadActivitiesRepository(db: Database) {
  return {
    async addActivity(userId: string, leadId: string, activity: ActivityValues): Promise<LeadActivityResponse> {
      const [row] = await db
        .insert(leadActivities)
        .values({ ...activity, leadId, userId })
        .returning(activityColumns);
      return toActivity(row!);
    },

    /**
     * A call placed or taken through Porchlight, one line per call: written when it ends and
     * rewritten when the agent notes how it went (calls' call.logged).
     */
    async saveCallActivity(userId: string, leadId: string, callId: string, activity: Omit<ActivityValues, 'kind'>, at: Date) {
      const values = {
        body: activity.body ?? null,
        callOutcome: activity.callOutcome ?? null,
        callDurationSeconds: activity.callDurationSeconds ?? null,
      };
      await db
        .insert(leadActivities)
        .values({ ...values, kind: 'call', leadId, userId, callId, createdAt: at })
        .onConflictDoUpdate({ target: leadActivities.callId, set: values });
    },

    async activity(userId: string, leadId: string): Promise<LeadActivityResponse[]> {
      const rows = await db
        .select(activityColumns)
        .from(leadActivities)
        .where(and(eq(leadActivities.userId, userId), eq(leadActivities.leadId, leadId)))
        .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id));
      return rows.map(toActivity);
    },
  };
}

const activityColumns = {
  id: leadActivities.id,
  kind: leadActivities.kind,
  fromStatus: leadActivities.fromStatus,
  toStatus: leadActivities.toStatus,
  body: leadActivities.body,
  callOutcome: leadActivities.callOutcome,
  callDurationSeconds: leadActivities.callDurationSeconds,
  callId: leadActivities.callId,
  createdAt: leadActivities.createdAt,
};

type ActivityRow = {
  id: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  callOutcome: string | null;
  callDurationSeconds: number | null;
  callId: string | null;
  createdAt: Date;
};

const toActivity = (row: ActivityRow): LeadActivityResponse => ({
  ...row,
  kind: row.kind as LeadActivityKind,
  callOutcome: isCallOutcome(row.callOutcome) ? row.callOutcome : null,
  createdAt: row.createdAt.toISOString(),
});
