import type { DehydratedState } from '@tanstack/react-query';
import { DRAWN_SCREEN_DATA_ELEMENT_ID } from '@porchlight/domain/app-config/drawn-screen-data';
import type { AuthUser } from '@/lib/session-store';

/** What a signed-in screen sent drawn was drawn from (prerender/signed-in-screen.tsx). */
export type DrawnScreenData = { user: AuthUser; answers: DehydratedState };

const isUser = (value: unknown): value is AuthUser => {
  const user = value as Partial<AuthUser> | null;
  return !!user && typeof user.id === 'string' && typeof user.email === 'string' && typeof user.name === 'string';
};

/**
 * What the page says of a signed-in screen sent drawn, taken out of it (read once):
 * - `drawn`: the screen is drawn, with what it was drawn from;
 * - `hidden`: it is drawn, but this device's own settings draw the shell differently (a team's
 *   book, the sidebar collapsed), so index.html's first script hid it before any paint
 *   (data-drawn="off"), and its answers, which may be another book's, are not used;
 * - `none`: no signed-in screen came drawn.
 */
export type DrawnScreen = { kind: 'drawn'; data: DrawnScreenData } | { kind: 'hidden' } | { kind: 'none' };

export function takeDrawnScreen(page: Document = document): DrawnScreen {
  const element = page.getElementById(DRAWN_SCREEN_DATA_ELEMENT_ID);
  if (!element) return { kind: 'none' };
  element.remove();
  if (page.documentElement.dataset.drawn === 'off') return { kind: 'hidden' };
  const data = parse(element.textContent);
  return data ? { kind: 'drawn', data } : { kind: 'hidden' };
}

function parse(text: string | null): DrawnScreenData | null {
  try {
    const data = JSON.parse(text ?? '') as Partial<DrawnScreenData> | null;
    if (!data || !isUser(data.user) || !data.answers || !Array.isArray(data.answers.queries)) return null;
    return { user: data.user, answers: data.answers };
  } catch {
    return null;
  }
}
