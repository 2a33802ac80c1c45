import { useCallback, useState } from 'react';
import { parseHiddenLeadColumns, toggleLeadColumn, type LeadTableColumnId } from '@porchlight/domain/leads/lead-table-columns';
import { useSessionUser } from '@/lib/session-store';

/** One choice per agent on this browser, beside the cached profile (decision 054). */
export const leadColumnsKey = (userId: string) => `porchlight-lead-columns-${userId}`;

function read(userId: string | undefined): LeadTableColumnId[] {
  try {
    return parseHiddenLeadColumns(userId ? localStorage.getItem(leadColumnsKey(userId)) : null);
  } catch {
    // Storage switched off: the defaults, for this visit.
    return parseHiddenLeadColumns(null);
  }
}

/** The leads table's hidden columns, remembered for the signed-in agent. */
export function useLeadColumns() {
  const userId = useSessionUser()?.id;
  const [state, setState] = useState(() => ({ userId, hidden: read(userId) }));
  // Another agent signed in on this browser: their own choice.
  const hidden = state.userId === userId ? state.hidden : read(userId);
  if (state.userId !== userId) setState({ userId, hidden });

  const toggle = useCallback(
    (id: LeadTableColumnId) => {
      const next = toggleLeadColumn(hidden, id);
      setState({ userId, hidden: next });
      try {
        if (userId) localStorage.setItem(leadColumnsKey(userId), JSON.stringify(next));
      } catch {
        // Storage full or off: the choice lasts this visit.
      }
    },
    [hidden, userId],
  );
  return { hidden, toggle };
}
