import { within } from '@testing-library/react';

/** The links inside an element, in page order, as [text, href]. */
export function linksIn(element: HTMLElement): [string | null, string | null][] {
  return within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** Where the links inside an element go, in page order. */
export function hrefsIn(element: HTMLElement): (string | null)[] {
  return linksIn(element).map(([, href]) => href);
}
