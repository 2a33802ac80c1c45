/**
 * A signed-in screen the server sends drawn with the agent's data (issue 15) carries what it was
 * drawn from in a JSON block with this id: the session's user and the answers of the reads it
 * made, so the app's first render has them without asking, and draws the same screen.
 */
export const DRAWN_SCREEN_DATA_ELEMENT_ID = 'porchlight-drawn-data';

/** The paths a signed-in agent may be sent drawn; any other page is the app's, undrawn. */
export const DRAWN_SIGNED_IN_PATHS: readonly string[] = ['/dashboard'];

/** `data` as a JSON block that cannot end the script element early ("</script>" in a lead's name). */
export const drawnScreenDataBlock = (data: unknown): string =>
  `<script type="application/json" id="${DRAWN_SCREEN_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
