import { within, type ByRoleMatcher } from '@testing-library/react';

/** The text of every element of `role` inside `container`, in page order: a table's column headers, a select's options. */
export function textsByRole(container: HTMLElement, role: ByRoleMatcher): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
