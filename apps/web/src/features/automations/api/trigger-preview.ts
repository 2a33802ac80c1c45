import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TriggerConfigInput } from '@porchlight/domain/automations/triggers';
import { api, jsonOf } from '@/lib/api';
import { automationsKey } from './flows';

/** How many leads a trigger would put on its flow now, counted afresh each time it is asked (leads change). */
export const getTriggerPreviewQueryOptions = (config: TriggerConfigInput) =>
  queryOptions({
    queryKey: [...automationsKey, 'trigger-preview', config],
    queryFn: ({ signal }) => jsonOf(api.automations.triggers.preview.$post({ json: { config } }, { init: { signal } })),
    staleTime: 0,
  });

/** `config` null: nothing to count yet (the form is not valid). */
export const useTriggerPreview = (config: TriggerConfigInput | null) =>
  useQuery({ ...getTriggerPreviewQueryOptions(config ?? { kind: 'lead_created' }), enabled: config !== null });
