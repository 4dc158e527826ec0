import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { answerTo } from '@/test/api-answers';
import { callsTo, renderApp } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

const unverified = { ...testUser, emailVerified: false };

const notice = () => screen.queryByRole('region', { name: 'Verify your email' });

describe("the dashboard's 'Verify your email' notice", () => {
  it('is on every dashboard page of a user whose email is unverified, naming the address and why it matters', async () => {
    signIn(unverified);
    for (const path of ['/dashboard/profile', '/dashboard/orders', '/dashboard/reviews']) {
      const { unmount } = await renderApp(path);
      expect(notice()).toHaveTextContent(
        'We sent a link to ada@example.com. Once you open it, you can add the orders you placed as a guest with this address to your account.',
      );
      expect(within(notice()!).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
      unmount();
    }
  });

  it('is not there for a verified user', async () => {
    for (const [account, path] of [
      [testUser, '/dashboard/profile'],
      [testAdmin, '/dashboard/admin'],
    ] as const) {
      signIn(account);
      const { unmount } = await renderApp(path);
      expect(notice()).not.toBeInTheDocument();
      unmount();
    }
  });

  it("sends a new link and says the server's answer in a toast", async () => {
    signIn(unverified);
    const { user, fetchMock } = await renderApp('/dashboard/profile', {
      api: answerTo('POST', '/auth/resend-verification', () => Response.json({ message: 'A new link is on its way to ada@example.com.' })),
    });
    await user.click(within(notice()!).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('A new link is on its way to ada@example.com.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/resend-verification')).toHaveLength(1);
  });

  it("says the server's reason in a toast when asked too often (429)", async () => {
    signIn(unverified);
    const { user } = await renderApp('/dashboard/profile', {
      api: answerTo('POST', '/auth/resend-verification', () =>
        Response.json({ message: 'Please wait a minute before asking again.' }, { status: 429 }),
      ),
    });
    await user.click(within(notice()!).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Please wait a minute before asking again.')).toBeInTheDocument();
  });

  it('goes away when the server says the email was verified meanwhile (409)', async () => {
    signIn(unverified);
    let verifiedElsewhere = false;
    const { user } = await renderApp('/dashboard/profile', {
      api: (call) =>
        call.path === '/auth/me'
          ? Response.json({ user: verifiedElsewhere ? testUser : unverified })
          : answerTo('POST', '/auth/resend-verification', () => {
              verifiedElsewhere = true;
              return Response.json({ message: 'Your email is already verified.' }, { status: 409 });
            })(call),
    });
    await user.click(within(notice()!).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('Your email is already verified.')).toBeInTheDocument();
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(useAuthStore.getState().user?.emailVerified).toBe(true);
  });
});
