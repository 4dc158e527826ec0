import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export interface EditChoiceCase {
  /** The row's button that opens the modal. */
  open: string;
  /** The modal's title and its select's label. */
  dialog: string;
  label: string;
  /** The value the select starts from, the values it offers (when checked) and the one chosen. */
  from: string;
  offers?: string[];
  to: string;
}

/** Opens a row's edit modal, checks where the select starts (and what it offers), chooses and saves. */
export async function saveChoiceInModal(user: UserEvent, { open, dialog, label, from, offers, to }: EditChoiceCase): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: open }));
  const modal = screen.getByRole('dialog', { name: dialog });
  const select = within(modal).getByLabelText(label);
  expect(select).toHaveValue(from);
  if (offers)
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(offers);
  await user.selectOptions(select, to);
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  return modal;
}
