import { PASSWORD_MIN } from '@shop/shared/auth.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp } from '@/test/render-app';
import { testUser } from '@/test/users';
import { renderAuthForm } from '../testing/auth-form';

async function fillIn(user: Awaited<ReturnType<typeof renderApp>>['user'], password = 'violet kettle harbor') {
  await user.type(screen.getByLabelText('User Name'), 'ada');
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('the register page', () => {
  it("is titled 'Create Account' with User Name, Email Address and Password, and links to /login", async () => {
    await renderAuthForm('/register', {
      heading: 'Create Account',
      fields: { 'User Name': {}, 'Email Address': { type: 'email' }, Password: { type: 'password' } },
      links: { Login: '/login' },
    });
  });

  it("says 'Registration successful!' and goes to /login with the email filled in", async () => {
    const { user, router, fetchMock } = await renderApp('/register', {
      api: answerTo('POST', '/auth/register', () => Response.json({ message: 'Registered', user: testUser }, { status: 201 })),
    });
    await fillIn(user);

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(callsTo(fetchMock, 'POST', '/auth/register')[0]?.body).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'violet kettle harbor',
    });
  });

  it("says 'Registration failed' with the server's reason when the email is taken, keeping the input", async () => {
    const { user, router } = await renderApp('/register', {
      api: answerTo('POST', '/auth/register', () => Response.json({ message: 'This email is already registered' }, { status: 409 })),
    });
    await fillIn(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('This email is already registered');
    expect(screen.getByLabelText('User Name')).toHaveValue('ada');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(router.state.location.pathname).toBe('/register');
  });

  it("puts the server's field errors under the fields", async () => {
    const { user } = await renderApp('/register', {
      api: answerTo('POST', '/auth/register', () => fieldRefusal('username', 'User name is taken')),
    });
    await fillIn(user);

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('User name is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the fields with the shared rules before calling the server', async () => {
    const { user, fetchMock } = await renderApp('/register');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('User name is required')).toBeInTheDocument();
    expect(screen.getByText(`Password must be at least ${PASSWORD_MIN} characters`)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('short');
    expect(callsTo(fetchMock, 'POST', '/auth/register')).toHaveLength(0);
  });

  it('refuses a password that is easy to guess before sending, saying why and how to choose better', async () => {
    const { user, fetchMock } = await renderApp('/register');
    await fillIn(user, 'password12345');
    expect(await screen.findByText(/^This is similar to a commonly used password\. Add more words/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/register')).toHaveLength(0);
  });
});
