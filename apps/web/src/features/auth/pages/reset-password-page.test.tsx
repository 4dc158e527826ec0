import { INVALID_LINK_MESSAGE, PASSWORD_MIN, PASSWORD_UPDATED_MESSAGE } from '@shop/shared/auth.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp } from '@/test/render-app';
import { renderAuthForm } from '../testing/auth-form';

async function choose(user: Awaited<ReturnType<typeof renderApp>>['user'], password: string, confirmation = password) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset password page', () => {
  it("is titled 'Choose a new password' with New password and Confirm new password fields", async () => {
    await renderAuthForm('/reset-password?token=abc', {
      heading: 'Choose a new password',
      fields: { 'New password': { type: 'password', autocomplete: 'new-password' }, 'Confirm new password': { type: 'password' } },
    });
  });

  it("sets the password with the link's token and goes to /login, which says 'Password updated. Please sign in.'", async () => {
    const { user, router, fetchMock } = await renderApp('/reset-password?token=abc', {
      api: answerTo('POST', '/auth/reset-password', () => Response.json({ message: PASSWORD_UPDATED_MESSAGE })),
    });
    await choose(user, 'a brand new secret');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_UPDATED_MESSAGE);
    expect(callsTo(fetchMock, 'POST', '/auth/reset-password')[0]?.body).toEqual({ token: 'abc', password: 'a brand new secret' });
  });

  it("says 'Passwords do not match' under the confirmation, without calling the server", async () => {
    const { user, fetchMock } = await renderApp('/reset-password?token=abc');
    await choose(user, 'a brand new secret', 'a brand new secreT');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'POST', '/auth/reset-password')).toHaveLength(0);
  });

  it('checks the new password with the shared rules before calling the server', async () => {
    const { user, fetchMock } = await renderApp('/reset-password?token=abc');
    await choose(user, 'short');

    expect(await screen.findByText(`Password must be at least ${PASSWORD_MIN} characters`)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('short');
    expect(callsTo(fetchMock, 'POST', '/auth/reset-password')).toHaveLength(0);
  });

  it("puts the server's refusal of the password under the field (a too-common one)", async () => {
    const { user, router } = await renderApp('/reset-password?token=abc', {
      api: answerTo('POST', '/auth/reset-password', () => fieldRefusal('password', 'This password is too common. Please choose another.')),
    });
    await choose(user, 'a brand new secret');

    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('refuses a password that is easy to guess before sending, saying why', async () => {
    const { user, fetchMock } = await renderApp('/reset-password?token=abc');
    await choose(user, 'password12345');

    expect(await screen.findByText(/^This is similar to a commonly used password\./)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/reset-password')).toHaveLength(0);
  });

  it('says the link is invalid or has expired when the server refuses the token, with a way to ask for a new one', async () => {
    const { user } = await renderApp('/reset-password?token=used', {
      api: answerTo('POST', '/auth/reset-password', () => Response.json({ message: INVALID_LINK_MESSAGE }, { status: 400 })),
    });
    await choose(user, 'a brand new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says the link is invalid without its token, and asks nothing of the server', async () => {
    const { fetchMock } = await renderApp('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(callsTo(fetchMock, 'POST', '/auth/reset-password')).toHaveLength(0);
  });

  it("keeps the form and says why on another failure (the server's fault)", async () => {
    const { user } = await renderApp('/reset-password?token=abc', {
      api: answerTo('POST', '/auth/reset-password', () => Response.json({ message: 'Internal Server Error' }, { status: 500 })),
    });
    await choose(user, 'a brand new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not update your password');
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new secret');
  });
});
