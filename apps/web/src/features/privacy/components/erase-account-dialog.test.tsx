import type { AdminUser, User } from '@shop/shared/auth.schema';
import { SCRUBBED_ORDER_FIELDS } from '@shop/shared/privacy.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testStaff, testUser } from '@/test/users';
import { ERASE_ACCOUNT_TITLE } from './erase-account-dialog';

const listed = (user: User): AdminUser => ({ orderCount: 1, totalSpent: 20, sessionCount: 1, ...user });

/** Manage Users' list, and the deletion at a customer's request (refused once when asked). */
function usersApi({ refuse }: { refuse?: string } = {}): ApiHandler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/auth/users') {
      return Response.json([listed(testAdmin), listed(testUser)], { headers: { 'X-Total-Count': '2' } });
    }
    if (method === 'POST' && path === `/privacy/accounts/${testUser._id}/erase`) {
      if (refuse) return Response.json({ message: refuse }, { status: 409 });
      return Response.json({ message: 'The account is deleted, and its orders kept without the customer’s details.' });
    }
    return undefined;
  };
}

describe("deleting a customer's account at their request, from Manage Users", () => {
  it('is offered for customers only, to staff who may delete accounts', async () => {
    signIn(testStaff('manager'));
    const view = await renderApp('/dashboard/users', { api: usersApi() });
    expect(await screen.findByRole('button', { name: `Delete ${testUser.email} at their request` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${testAdmin.email} at their request` })).not.toBeInTheDocument();
    view.unmount();

    signIn(testStaff('support'));
    await renderApp('/dashboard/users', { api: usersApi() });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: `Delete ${testUser.email} at their request` })).not.toBeInTheDocument();
  });

  it('asks for the reason and the reviews, lists what the orders lose, and sends them', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/users', { api: usersApi() });
    await user.click(await screen.findByRole('button', { name: `Delete ${testUser.email} at their request` }));
    const dialog = await screen.findByRole('alertdialog', { name: ERASE_ACCOUNT_TITLE });
    expect(dialog).toHaveTextContent(testUser.email);
    const lost = within(dialog).getByRole('list', { name: 'What the orders lose' });
    expect(within(lost).getAllByRole('listitem')).toHaveLength(SCRUBBED_ORDER_FIELDS.length);

    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Give the reason (at least 3 characters)')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what happens to the reviews')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/privacy/accounts/${testUser._id}/erase`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by email on 30 Nov');
    await user.click(within(dialog).getByRole('radio', { name: /Keep the reviews, anonymised/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('The account is deleted, and its orders kept without the customer’s details.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/privacy/accounts/${testUser._id}/erase`)[0]?.body).toEqual({
      reason: 'Asked by email on 30 Nov',
      reviews: 'anonymise',
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    signIn(testAdmin);
    const refusal =
      'This customer still has $4.00 of store credit or gift cards: refund it or disable the codes before deleting the account.';
    const { user } = await renderApp('/dashboard/users', { api: usersApi({ refuse: refusal }) });
    await user.click(await screen.findByRole('button', { name: `Delete ${testUser.email} at their request` }));
    const dialog = await screen.findByRole('alertdialog', { name: ERASE_ACCOUNT_TITLE });
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked at the till');
    await user.click(within(dialog).getByRole('radio', { name: /Delete the reviews/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
