import { within, type ByRoleMatcher } from '@testing-library/react';
import { expect } from 'vitest';

/** The text of every element of `role` inside `container`, in page order: a table's column headers, a select's options. */
export function textsByRole(container: HTMLElement, role: ByRoleMatcher): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}

/** Checks that `element` shows each of `texts`, wherever in it: a table row's cells, a card's lines. */
export function expectTextsIn(element: HTMLElement, texts: string[]): void {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
