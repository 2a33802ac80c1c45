import type { HistoryQuery, HistoryResponse } from '@porchlight/domain/events/event-types';
import { buildAudience, type AudienceResponse } from '@porchlight/domain/leads/audience';
import { SPEED_TO_LEAD_DAYS, type SpeedToLeadResponse } from '@porchlight/domain/leads/response-clock';
import type { LeadListQuery, LeadListResponse } from '@porchlight/domain/leads/lead-list-query';
import type {
  CreateLeadRequest,
  LeadActivityResponse,
  LeadResponse,
  LogLeadCallRequest,
  UpdateLeadRequest,
} from '@porchlight/domain/leads/lead-schemas';
import { csvLine, exportFileName } from '@porchlight/domain/export/csv';
import { LEAD_EXPORT_HEADERS, leadCsvRow } from '@porchlight/domain/export/lead-export';
import type { BookChangeKind } from '@porchlight/domain/realtime/book-change';
import { STAGE_NOT_FOUND } from '@porchlight/domain/pipeline/pipeline-stages';
import { DEFAULT_PHONE_COUNTRY, normalizeLeadPhone } from '@porchlight/domain/leads/lead-phone';
import { phoneCountry } from '@porchlight/domain/lead-capture/phone-country';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { LeadFilters, LeadOrigin, LeadsRepository } from './leads.repository.ts';

/** The shared 402 mechanism: maxProperties, maxLeads, propertyAlerts and exportLimit are spent here. */
export type LeadLimits = Pick<LimitGuard, 'withinLimit'>;

export type LeadsHooks = {
  /** Called after any change to the agent's leads (open lists on other devices reload). */
  onLeadsChanged?: (userId: string, change: BookChangeKind, count: number) => Promise<void> | void;
};

export const LEAD_NOT_FOUND = 'Lead not found';
export const mergedIntoMessage = (name: string) => `This lead was merged into ${name}`;

/** Another account's stage, or one removed meanwhile: 404 like any record that is not the agent's. */
async function checkStage(repo: LeadsRepository, userId: string, stageId: string | undefined) {
  if (stageId !== undefined && !(await repo.hasStage(userId, stageId))) throw notFound(STAGE_NOT_FOUND);
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The phone as typed ("(512) 555-0199") stored as E.164, read in the account's country (its
 * texting number's, else US); a number that cannot be one is a 400 naming `phone`.
 */
async function withPhoneNormalized<T extends { phone?: string | null }>(
  repo: LeadsRepository,
  userId: string,
  request: T,
  origin?: LeadOrigin,
): Promise<T> {
  if (request.phone === undefined || request.phone === null) return request;
  const country = phoneCountry(await repo.textingNumber(userId)) ?? DEFAULT_PHONE_COUNTRY;
  const normalized = normalizeLeadPhone(request.phone, country);
  // A lead that came in by itself (a portal's e-mail, a visitor's form) is never lost over its
  // phone: kept as written. Only the agent (or their tools) is told to fix one.
  if (!normalized.ok && origin?.intake && origin.intake !== 'api') return request;
  if (!normalized.ok) throw new HttpError(400, `phone: ${normalized.error}`, { fields: [{ field: 'phone', message: normalized.error }] });
  return { ...request, phone: normalized.phone };
}

export function createLeadsService(repo: LeadsRepository, limits: LeadLimits, hooks: LeadsHooks = {}) {
  /** Tells the hook when something changed, and answers the result it was given. */
  async function changed<T>(userId: string, change: BookChangeKind, count: number, result: T): Promise<T> {
    if (count > 0) await hooks.onLeadsChanged?.(userId, change, count);
    return result;
  }

  async function get(userId: string, id: string): Promise<LeadResponse> {
    const lead = await repo.find(userId, id);
    if (lead) return lead;
    // A lead merged into another (issue 50): the 404 says where it went, and the app follows it.
    const mergedInto = await repo.mergedInto(userId, id);
    if (mergedInto) throw new HttpError(404, mergedIntoMessage(mergedInto.name), { mergedInto });
    throw notFound(LEAD_NOT_FOUND);
  }

  return {
    get,

    async list(
      userId: string,
      query: LeadListQuery & { viewerId?: string },
      options?: { exactTotal?: boolean },
    ): Promise<LeadListResponse> {
      const { rows, total, totalCapped } = await repo.list(userId, query, options);
      return { leads: rows, total, totalCapped, page: query.page, limit: query.limit };
    },

    /** `origin`: how the lead came in (the app's form, the public API, lead capture), for its lead.created event. */
    async create(userId: string, typed: CreateLeadRequest, origin?: LeadOrigin): Promise<LeadResponse> {
      const request = await withPhoneNormalized(repo, userId, typed, origin);
      await checkStage(repo, userId, request.stageId);
      const lead = await limits.withinLimit(userId, 'maxLeads', () =>
        repo.create(userId, { ...defined(request), name: request.name, tags: request.tags ?? [] }, origin),
      );
      return changed(userId, 'created', 1, lead);
    },

    async update(userId: string, id: string, typed: UpdateLeadRequest): Promise<LeadResponse> {
      const before = await get(userId, id);
      const request = await withPhoneNormalized(repo, userId, typed);
      await checkStage(repo, userId, request.stageId);
      const statusChanged = request.status !== undefined && (request.status ?? null) !== (before.status ?? null);
      const activity = statusChanged
        ? { kind: 'status_changed' as const, fromStatus: before.status, toStatus: request.status ?? null }
        : null;
      const after = await repo.update(userId, id, defined(request), activity);
      if (!after) throw notFound(LEAD_NOT_FOUND);
      return changed(userId, 'updated', 1, after);
    },

    async remove(userId: string, id: string): Promise<void> {
      if ((await repo.remove(userId, [id])) === 0) throw notFound(LEAD_NOT_FOUND);
      await changed(userId, 'deleted', 1, undefined);
    },

    async bulkRemove(userId: string, ids: string[]) {
      const deleted = await repo.remove(userId, [...new Set(ids)]);
      return changed(userId, 'deleted', deleted, { deleted });
    },

    async bulkSetStatus(userId: string, ids: string[], status: string | null) {
      const updated = await repo.setStatus(userId, [...new Set(ids)], status);
      return changed(userId, 'updated', updated, { updated });
    },

    async bulkAddTag(userId: string, ids: string[], tag: string) {
      const updated = await repo.addTag(userId, [...new Set(ids)], tag);
      return changed(userId, 'updated', updated, { updated });
    },

    /** The lead's history from the event log (404 for another agent's lead), newest first. */
    async history(userId: string, id: string, query: HistoryQuery): Promise<HistoryResponse> {
      await get(userId, id);
      return repo.history(userId, id, query);
    },

    async activity(userId: string, id: string): Promise<LeadActivityResponse[]> {
      await get(userId, id);
      return repo.activity(userId, id);
    },

    async addNote(userId: string, id: string, body: string): Promise<LeadActivityResponse> {
      await get(userId, id);
      return repo.addActivity(userId, id, { kind: 'note', body });
    },

    /** A call the agent made (any outcome: an attempt is a response): on the timeline, and it stops the response clock. */
    async logCall(userId: string, id: string, call: LogLeadCallRequest): Promise<LeadActivityResponse> {
      await get(userId, id);
      const activity = await repo.addActivity(userId, id, {
        kind: 'call',
        body: call.note ?? null,
        callOutcome: call.outcome ?? null,
        callDurationSeconds: call.durationSeconds ?? null,
      });
      if (await repo.markReplied(userId, id, new Date(activity.createdAt))) await hooks.onLeadsChanged?.(userId, 'updated', 1);
      return activity;
    },

    /** A call through Porchlight's calls module, on the lead's timeline once (a lead deleted since is left alone). */
    async callLogged(
      userId: string,
      id: string,
      callId: string,
      call: { body: string | null; callOutcome: string | null; callDurationSeconds: number | null },
      at: Date,
    ): Promise<void> {
      if (!(await repo.find(userId, id))) return;
      await repo.saveCallActivity(userId, id, callId, call, at);
    },

    async speedToLead(userId: string): Promise<SpeedToLeadResponse> {
      const { median, replied, waiting } = await repo.speedToLead(userId, SPEED_TO_LEAD_DAYS);
      return { window_days: SPEED_TO_LEAD_DAYS, median_seconds: median, replied, waiting };
    },

    /** The agent texted or e-mailed the lead (message.sent): the clock stops, open lists show it. */
    async replied(userId: string, id: string, at: Date): Promise<void> {
      if (await repo.markReplied(userId, id, at)) await hooks.onLeadsChanged?.(userId, 'updated', 1);
    },

    async audience(userId: string): Promise<AudienceResponse> {
      const { total, counts } = await repo.audienceCounts(userId);
      return buildAudience(total, counts);
    },

    async exportCsv(userId: string, filters: LeadFilters): Promise<{ fileName: string; csv: string; rowCount: number }> {
      return limits.withinLimit(userId, 'exportLimit', async () => {
        const parts = [csvLine(LEAD_EXPORT_HEADERS)];
        let rowCount = 0;
        for await (const batch of repo.listAll(userId, filters)) {
          for (const lead of batch) parts.push(csvLine(leadCsvRow(lead)));
          rowCount += batch.length;
        }
        await repo.recordExport(userId, rowCount);
        return { fileName: exportFileName('leads'), csv: parts.join(''), rowCount };
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
