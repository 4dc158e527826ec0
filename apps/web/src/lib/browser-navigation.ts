/**
 * Leaving the single-page app for another document: the hosted checkout, or the page a payment
 * returns to. An object (not a bare function) so that tests can replace `assign`: jsdom does not
 * implement navigation.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
