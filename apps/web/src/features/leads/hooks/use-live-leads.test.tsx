import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FakeEventSource, fakeRealtimeOptions } from '@/test/fake-event-source';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { leadListsKey } from '../api/get-leads';
import { LiveLeads } from './use-live-leads';

describe('LiveLeads', () => {
  it.each([
    [{ entity: 'leads', change: 'imported', count: 120 }, true],
    [{ entity: 'leads', change: 'deleted', count: 1 }, true],
    [{ entity: 'properties', change: 'created', count: 1 }, false],
    [{ something: 'else' }, false],
  ])('a dashboard_update %j reloads the lead lists: %s', async (data, reloads) => {
    const queryClient = createTestQueryClient();
    const key = [...leadListsKey, { page: 1 }];
    queryClient.setQueryData(key, { leads: [], total: 0 });
    renderWithRouter(
      <RealtimeProvider options={fakeRealtimeOptions}>
        <LiveLeads />
      </RealtimeProvider>,
      { queryClient },
    );
    const stream = await FakeEventSource.opened();
    act(() => void stream.onopen?.(new Event('open')));
    stream.emit('dashboard_update', data);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(reloads);
  });
});
