import { findDuplicateGroups, withoutDismissed } from '@porchlight/domain/lead-duplicates/duplicate-groups';
import type {
  DismissDuplicatesRequest,
  DuplicateDismissalResponse,
  DuplicateGroupResponse,
  DuplicateGroupsResponse,
  LeadDuplicatesResponse,
  LeadMergeResponse,
  MergeCandidatesResponse,
  MergeLeadsRequest,
  UndoLeadMergeResponse,
} from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { LEAD_MERGE_UNDO_HOURS } from '@porchlight/domain/lead-duplicates/merge-values';
import type { BookChange } from '@porchlight/domain/realtime/book-change';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LeadDuplicatesRepository } from './lead-duplicates.repository.ts';
import type { LeadMergeRepository } from './lead-merge.repository.ts';

export const LEAD_NOT_FOUND = 'Lead not found';
export const MERGE_NOT_FOUND = 'Merge not found';
export const MERGE_ALREADY_UNDONE = 'This merge was already undone';
export const DISMISSAL_NOT_FOUND = 'Dismissal not found';
export const MERGE_EXPIRED = `This merge can no longer be undone: merges can be undone for ${LEAD_MERGE_UNDO_HOURS} hours`;

/** Billing's limit guard (the one 402): undoing a merge brings leads back, so it counts against maxLeads. */
export type LeadLimits = {
  withinLimit<T>(userId: string, feature: 'maxLeads', write: () => Promise<T>, adding?: number): Promise<T>;
};

export type LeadDuplicatesHooks = {
  /** Open lists and dashboards of the book reload (ownership's bookChanged). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
  limits: LeadLimits;
  now?: () => Date;
};

/** Finding likely duplicates in a book, merging them, and undoing a merge within its day (issue 50). */
export function createLeadDuplicatesService(repo: LeadDuplicatesRepository, merges: LeadMergeRepository, hooks: LeadDuplicatesHooks) {
  const now = hooks.now ?? (() => new Date());

  async function groups(bookId: string): Promise<DuplicateGroupResponse[]> {
    const [candidates, dismissals] = await Promise.all([repo.candidates(bookId), repo.dismissals(bookId)]);
    const found = withoutDismissed(findDuplicateGroups(candidates), dismissals);
    const details = new Map(
      (
        await repo.details(
          bookId,
          found.flatMap((g) => g.leadIds),
        )
      ).map((l) => [l.id, l]),
    );
    return found.map((g) => ({ reasons: g.reasons, leads: g.leadIds.map((id) => details.get(id)!).filter(Boolean) }));
  }

  return {
    async list(bookId: string): Promise<DuplicateGroupsResponse> {
      return { groups: await groups(bookId) };
    },

    async forLead(bookId: string, leadId: string): Promise<LeadDuplicatesResponse> {
      if (!(await repo.leadExists(bookId, leadId))) throw notFound(LEAD_NOT_FOUND);
      const group = (await groups(bookId)).find((g) => g.leads.some((l) => l.id === leadId)) ?? null;
      return { group, merges: await repo.undoableMerges(bookId, leadId, now()) };
    },

    /** The leads the agent picked, in their order; 404 when one is not in the book. */
    async candidates(bookId: string, ids: string[]): Promise<MergeCandidatesResponse> {
      const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
      const found = new Map((await repo.details(bookId, wanted)).map((l) => [l.id, l]));
      if (found.size !== wanted.length) throw notFound(LEAD_NOT_FOUND);
      return { leads: wanted.map((id) => found.get(id)!) };
    },

    async merge(bookId: string, actorId: string, request: MergeLeadsRequest): Promise<LeadMergeResponse> {
      const merge = await merges.merge(bookId, actorId, request, now());
      if (!merge) throw notFound(LEAD_NOT_FOUND);
      await hooks.bookChanged(bookId, { entity: 'leads', change: 'deleted', count: merge.mergedLeadIds.length });
      return merge;
    },

    /** "Not a duplicate": the leads (all the book's, else 404) are not suggested together again. */
    async dismiss(bookId: string, actorId: string, request: DismissDuplicatesRequest): Promise<DuplicateDismissalResponse> {
      const ids = [...new Set(request.leadIds.map((id) => id.toLowerCase()))];
      if ((await repo.details(bookId, ids)).length !== ids.length) throw notFound(LEAD_NOT_FOUND);
      return repo.addDismissal(bookId, actorId, ids);
    },

    /** The toast's Undo: the group is suggested again. */
    async undismiss(bookId: string, id: string): Promise<void> {
      if (!(await repo.removeDismissal(bookId, id))) throw notFound(DISMISSAL_NOT_FOUND);
    },

    async undo(bookId: string, actorId: string, mergeId: string): Promise<UndoLeadMergeResponse> {
      // The leads that come back count against maxLeads like new ones (402 naming it); a merge that
      // cannot be undone says why (404, 409) without reaching the limit.
      const size = await repo.undoableSize(bookId, mergeId, now());
      const undo = () => merges.undo(bookId, actorId, mergeId, now());
      const result = size === null ? await undo() : await hooks.limits.withinLimit(bookId, 'maxLeads', undo, size);
      if (result.outcome !== 'undone') {
        if (result.outcome === 'not-found') throw notFound(MERGE_NOT_FOUND);
        throw new HttpError(409, result.outcome === 'expired' ? MERGE_EXPIRED : MERGE_ALREADY_UNDONE);
      }
      await hooks.bookChanged(bookId, { entity: 'leads', change: 'created', count: result.restoredIds.length });
      return { leadIds: [result.leadId, ...result.restoredIds] };
    },

    /** The expiry job: snapshots past their day are dropped. */
    expire: () => repo.expireSnapshots(now()),
  };
}
export type LeadDuplicatesService = ReturnType<typeof createLeadDuplicatesService>;
