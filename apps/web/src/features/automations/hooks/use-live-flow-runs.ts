import { useQueryClient, type Query } from '@tanstack/react-query';
import { FLOW_RUN_UPDATE_KIND, parseFlowRunUpdate } from '@porchlight/domain/automations/run-update';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { leadRunsKey } from '../api/flow-runs';
import { automationsKey, flowRunsKey, flowsKey } from '../api/flows';

/** Run lists only: a flow being edited is not reloaded under the agent's hands. */
const isRunList = (query: Query) =>
  query.queryKey[0] === automationsKey[0] && (query.queryKey.at(-1) === 'runs' || query.queryKey.includes('lead-runs'));
/** The flows' run histories (the message's lead is not in their key). */
const isFlowRunList = (query: Query) => query.queryKey[0] === automationsKey[0] && query.queryKey.at(-1) === 'runs';

/** The lead a `message` event is about, when it names one (a bulk send names none). */
const leadOfMessage = (data: unknown) =>
  data && typeof data === 'object' && typeof (data as { lead_id?: unknown }).lead_id === 'string'
    ? (data as { lead_id: string }).lead_id
    : null;

/**
 * A step that ran (on any instance) reloads the flow's run history, the lead's flows and the
 * flows' run counts; a message that moved (queued, retrying, sent, delivered, failed) reloads the
 * lists that show where a send step's message is; a stream that (re)opens reloads every run list,
 * since it may have missed some.
 */
export function useLiveFlowRuns() {
  const queryClient = useQueryClient();
  useRealtimeEvent(FLOW_RUN_UPDATE_KIND, (data) => {
    const update = parseFlowRunUpdate(data);
    if (!update) return;
    void reloadQueries(queryClient, flowRunsKey(update.flowId));
    if (update.leadId) void reloadQueries(queryClient, leadRunsKey(update.leadId));
    void reloadQueries(queryClient, { queryKey: flowsKey, exact: true });
  });
  useRealtimeEvent(MESSAGE_REALTIME_KIND, (data) => {
    const leadId = leadOfMessage(data);
    if (leadId) void reloadQueries(queryClient, leadRunsKey(leadId));
    void reloadQueries(queryClient, { predicate: isFlowRunList });
  });
  useRealtimeOpened(() => void reloadQueries(queryClient, { predicate: isRunList }));
}
