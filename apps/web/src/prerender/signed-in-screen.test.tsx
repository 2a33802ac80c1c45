import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DRAWN_SCREEN_DATA_ELEMENT_ID } from '@porchlight/domain/app-config/drawn-screen-data';
import { apiFetch } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { startMswServer } from '@/test/msw-server';
import { renderSignedInScreen } from './signed-in-screen';
import { takeDrawnScreen } from './drawn-screen-data';

const USER = { id: 'agent-1', email: 'dana@example.com', name: 'Dana Agent', image: null };
const CONFIG = { socialProviders: [], chatWidgetSrc: null };

const server = startMswServer();
const signedIn = () => http.get('/api/auth/get-session', () => HttpResponse.json({ session: { id: 's1' }, user: USER }));
const leadsAnswer = () => http.get('/api/leads', () => HttpResponse.json({ total: 3 }));
const tasksAnswer = () => http.get('/api/tasks', () => HttpResponse.json({ due: 2 }));

/** A screen that asks for one read as it mounts, a second once the first is in, and leaves a third off. */
function Screen() {
  const user = useSessionStore((s) => s.user);
  const leads = useQuery({ queryKey: ['leads'], queryFn: () => apiFetch<{ total: number }>('/api/leads') });
  const tasks = useQuery({ queryKey: ['tasks'], queryFn: () => apiFetch<{ due: number }>('/api/tasks'), enabled: leads.data !== undefined });
  useQuery({ queryKey: ['later'], queryFn: () => apiFetch('/api/later'), enabled: false });
  return (
    <main>
      <h1>Welcome back, {user?.name ?? 'nobody'}.</h1>
      <p>{leads.data ? `${leads.data.total} leads` : 'Loading leads'}</p>
      <p>{tasks.data ? `${tasks.data.due} tasks due` : 'Loading tasks'}</p>
    </main>
  );
}

/** A screen that asks for something new at every render, and so never settles. */
function RestlessScreen() {
  const round = useQuery({ queryKey: ['round'], queryFn: () => 0 });
  useQuery({ queryKey: ['round', round.dataUpdatedAt, Math.random()], queryFn: () => apiFetch('/api/leads') });
  return <p>Never done</p>;
}

const routesFor = (element: React.ReactNode): RouteObject[] => [{ path: '/dashboard', element }];

const dataOf = (block: string) => {
  const page = new DOMParser().parseFromString(`<html><body>${block}</body></html>`, 'text/html');
  return takeDrawnScreen(page);
};

describe('a signed-in screen drawn on the server with the agent’s data', () => {
  it('is the screen as it renders once every read it makes as it mounts is in, with the session and the answers for the app', async () => {
    server.use(signedIn(), leadsAnswer(), tasksAnswer());
    const drawn = await renderSignedInScreen('/dashboard', CONFIG, routesFor(<Screen />));
    expect(drawn).not.toBeNull();
    const page = new DOMParser().parseFromString(`<div id="root">${drawn!.markup}</div>`, 'text/html');
    const wrapper = page.querySelector('#root > div');
    expect(wrapper?.hasAttribute('inert')).toBe(true);
    expect(page.querySelector('h1')?.textContent).toBe('Welcome back, Dana Agent.');
    expect([...page.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['3 leads', '2 tasks due']);

    expect(drawn!.dataBlock).toContain(`id="${DRAWN_SCREEN_DATA_ELEMENT_ID}"`);
    const data = dataOf(drawn!.dataBlock);
    expect(data.kind).toBe('drawn');
    if (data.kind !== 'drawn') return;
    expect(data.data.user).toEqual(USER);
    const answers = Object.fromEntries(data.data.answers.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
    expect(answers['["leads"]']).toEqual({ total: 3 });
    expect(answers['["tasks"]']).toEqual({ due: 2 });
    // Left off as it mounts: neither read nor in the page (the app reads it when it turns it on).
    expect(answers['["later"]']).toBeUndefined();
    // The renderer's store holds no agent between drawings.
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('is not drawn without a session', async () => {
    server.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
    expect(await renderSignedInScreen('/dashboard', CONFIG, routesFor(<Screen />))).toBeNull();
    server.use(http.get('/api/auth/get-session', () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    expect(await renderSignedInScreen('/dashboard', CONFIG, routesFor(<Screen />))).toBeNull();
  });

  it('is not drawn when a read fails, rather than drawn with an error the app would not show', async () => {
    server.use(signedIn(), leadsAnswer(), http.get('/api/tasks', () => HttpResponse.json({ error: 'Something went wrong' }, { status: 500 })));
    expect(await renderSignedInScreen('/dashboard', CONFIG, routesFor(<Screen />))).toBeNull();
  });

  it('is not drawn when the screen keeps asking for more', async () => {
    server.use(signedIn(), leadsAnswer());
    expect(await renderSignedInScreen('/dashboard', CONFIG, routesFor(<RestlessScreen />))).toBeNull();
  });
});

describe('what the page says of a signed-in screen sent drawn', () => {
  const page = (block: string, drawnOff = false) => {
    const document = new DOMParser().parseFromString(`<html><body><div id="root"></div>${block}</body></html>`, 'text/html');
    if (drawnOff) document.documentElement.dataset.drawn = 'off';
    return document;
  };
  const block = (text: string) => `<script type="application/json" id="${DRAWN_SCREEN_DATA_ELEMENT_ID}">${text}</script>`;
  const good = JSON.stringify({ user: USER, answers: { mutations: [], queries: [] } });

  it('is the session and the answers, taken out of the page once', () => {
    const document = page(block(good));
    expect(takeDrawnScreen(document)).toEqual({ kind: 'drawn', data: { user: USER, answers: { mutations: [], queries: [] } } });
    expect(takeDrawnScreen(document)).toEqual({ kind: 'none' });
  });

  it('is hidden on a device that hid the drawing, and when the block is not what the server writes', () => {
    expect(takeDrawnScreen(page(block(good), true))).toEqual({ kind: 'hidden' });
    for (const text of ['', '{"user":', 'null', JSON.stringify({ user: { id: 1 }, answers: { queries: [] } }), JSON.stringify({ user: USER })]) {
      expect(takeDrawnScreen(page(block(text))), text).toEqual({ kind: 'hidden' });
    }
  });

  it('is none on a page sent undrawn', () => {
    expect(takeDrawnScreen(page(''))).toEqual({ kind: 'none' });
  });
});
