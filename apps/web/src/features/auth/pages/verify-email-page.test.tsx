import { INVALID_LINK_MESSAGE } from '@shop/shared/auth.schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { answerTo, firstAnswer } from '@/test/api-answers';
import { callsTo, renderApp } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

const unverified = { ...testUser, emailVerified: false };

const verified = answerTo('POST', '/auth/verify-email', () => Response.json({ message: 'Your email is verified.' }));
const refused = answerTo('POST', '/auth/verify-email', () => Response.json({ message: INVALID_LINK_MESSAGE }, { status: 400 }));
const resent = (response: () => Response) => answerTo('POST', '/auth/resend-verification', response);

describe('the verify email page', () => {
  it("sends the link's token once, even in StrictMode, and says 'Your email is verified.' with a way to sign in", async () => {
    const { fetchMock } = await renderApp('/verify-email?token=abc', { api: verified, strict: true });

    expect(await screen.findByRole('status')).toHaveTextContent('Your email is verified.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'POST', '/auth/verify-email')).toEqual([expect.objectContaining({ body: { token: 'abc' } })]);
  });

  it('shows a spinner while the link is checked', async () => {
    await renderApp('/verify-email?token=abc', { api: answerTo('POST', '/auth/verify-email', () => new Promise<Response>(() => {})) });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email…');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
  });

  it('refreshes the signed-in user, so that the email shows verified, and leads to the dashboard', async () => {
    signIn(unverified);
    const { fetchMock } = await renderApp('/verify-email?token=abc', {
      api: (call) => (call.path === '/auth/me' ? Response.json({ user: { ...unverified, emailVerified: true } }) : verified(call)),
    });

    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(useAuthStore.getState().user?.emailVerified).toBe(true));
    expect(callsTo(fetchMock, 'GET', '/auth/me').length).toBeGreaterThanOrEqual(1);
  });

  it('says the link is invalid or has expired when the server refuses it', async () => {
    await renderApp('/verify-email?token=used', { api: refused });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers a signed-in, unverified user a new link, and says where it went', async () => {
    signIn(unverified);
    const { user, fetchMock } = await renderApp('/verify-email?token=used', {
      api: firstAnswer(
        resent(() => Response.json({ message: 'A new link is on its way to ada@example.com.' })),
        refused,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('A new link is on its way to ada@example.com.');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/resend-verification')).toHaveLength(1);
  });

  it("says the server's reason when a new link cannot be sent yet (429)", async () => {
    signIn(unverified);
    const { user } = await renderApp('/verify-email?token=used', {
      api: firstAnswer(
        resent(() => Response.json({ message: 'Please wait a minute before asking again.' }, { status: 429 })),
        refused,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('Please wait a minute before asking again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeEnabled();
  });

  it('does not offer a new link to a user who is already verified', async () => {
    signIn(testUser);
    await renderApp('/verify-email?token=used', { api: refused });
    expect(await screen.findByText('Your email is already verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says the link is invalid without its token, and asks nothing of the server', async () => {
    const { fetchMock } = await renderApp('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(callsTo(fetchMock, 'POST', '/auth/verify-email')).toHaveLength(0);
  });

  it('offers to try again when the server could not be reached, and verifies on the retry', async () => {
    let attempts = 0;
    const { user } = await renderApp('/verify-email?token=abc', {
      api: answerTo('POST', '/auth/verify-email', () =>
        ++attempts === 1
          ? Response.json({ message: 'Service Unavailable' }, { status: 503 })
          : Response.json({ message: 'Your email is verified.' }),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your email');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
