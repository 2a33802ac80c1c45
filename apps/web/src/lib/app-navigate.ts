/**
 * A way to move inside the app from code that lives outside React (the query client's global
 * error handler). The router registers itself when it is created; before that (or in a test
 * without one) the browser simply loads the address.
 */
type Navigate = (to: string) => void;

let navigateWith: Navigate | null = null;

/** Called once by the app's router; returns a function that unregisters it. */
export function registerAppNavigate(navigate: Navigate): () => void {
  navigateWith = navigate;
  return () => {
    if (navigateWith === navigate) navigateWith = null;
  };
}

/** Goes to a path of this app: through the router when there is one, else a page load. */
export function navigateInApp(to: string): void {
  if (navigateWith) navigateWith(to);
  else window.location.assign(to);
}
