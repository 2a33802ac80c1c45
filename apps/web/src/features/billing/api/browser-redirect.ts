/**
 * Leaves the app for a page of the payment provider (Stripe Checkout or Customer Portal). One
 * object, so tests can watch where the browser was sent without jsdom navigating.
 */
export const browserRedirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
