import { jsonScriptBlock } from './public-app-config';

/**
 * A signed-in screen the server sends drawn with the agent's data (issue 15) carries what it was
 * drawn from in a JSON block with this id: the session's user and the answers of the reads it
 * made, so the app's first render has them without asking, and draws the same screen.
 */
export const DRAWN_SCREEN_DATA_ELEMENT_ID = 'porchlight-drawn-data';

/**
 * The element that ends every screen sent drawn (public or signed in): the page is not painted
 * before it is parsed, and the app's start script (apps/web/sw/start-after-paint-plugin.ts) asks
 * for the app's code only once a page that has it has painted.
 */
export const DRAWN_SCREEN_END_ELEMENT_ID = 'porchlight-drawn-end';

/** The paths a signed-in agent may be sent drawn; any other page is the app's, undrawn. */
export const DRAWN_SIGNED_IN_PATHS: readonly string[] = ['/dashboard'];

/** What a screen was drawn from, as the page's JSON block ("</script>" in a lead's name is safe). */
export const drawnScreenDataBlock = (data: unknown): string => jsonScriptBlock(DRAWN_SCREEN_DATA_ELEMENT_ID, data);
