import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { callsTo, type mockApi } from './render-app';

export interface ConfirmDeleteCase {
  /** What the row's Delete button and the dialog name (the product, the user, the order). */
  row: string;
  /** The confirmation dialog's title. */
  dialog: string;
  /** The path the DELETE goes to. */
  request: string;
  /** What the page says once the row is deleted: 'Order deleted successfully'. */
  said: string;
}

/**
 * A table row's Delete asks first: the dialog names the row with Cancel focused, and Cancel
 * closes it without sending anything. Then Delete is pressed again and confirmed: the page says
 * `said`, and by then exactly one DELETE has gone out.
 */
export async function deleteAfterCancellingOnce(
  user: UserEvent,
  fetchMock: ReturnType<typeof mockApi>,
  { row, dialog, request, said }: ConfirmDeleteCase,
): Promise<void> {
  const button = `Delete ${row}`;
  await user.click(await screen.findByRole('button', { name: button }));
  const asked = screen.getByRole('alertdialog', { name: dialog });
  expect(asked).toHaveTextContent(row);
  expect(within(asked).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(callsTo(fetchMock, 'DELETE', request)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: button }));
  await user.click(within(screen.getByRole('alertdialog', { name: dialog })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(said)).toBeInTheDocument();
  expect(callsTo(fetchMock, 'DELETE', request)).toHaveLength(1);
}
