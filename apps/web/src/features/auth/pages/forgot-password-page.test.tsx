import { FORGOT_PASSWORD_MESSAGE } from '@shop/shared/auth.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp } from '@/test/render-app';
import { renderAuthForm } from '../testing/auth-form';

describe('the forgot password page', () => {
  it("is titled 'Forgot password?' with an Email field, a 'Send reset link' button and a link back to /login", async () => {
    await renderAuthForm('/forgot-password', {
      heading: 'Forgot password?',
      fields: { Email: { type: 'email' } },
      links: { 'Back to login': '/login' },
    });
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot password? | Test Threads');
  });

  it("sends the address and shows the server's answer in place of the form", async () => {
    const { user, fetchMock } = await renderApp('/forgot-password', {
      api: answerTo('POST', '/auth/forgot-password', () => Response.json({ message: FORGOT_PASSWORD_MESSAGE })),
    });
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'POST', '/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('checks the address with the shared rules before calling the server', async () => {
    const { user, fetchMock } = await renderApp('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/forgot-password')).toHaveLength(0);
  });

  it('says why when the server refuses (too many requests), keeping the form and what was typed', async () => {
    const { user } = await renderApp('/forgot-password', {
      api: answerTo('POST', '/auth/forgot-password', () =>
        Response.json({ message: 'Too many requests. Please try again in a few minutes.' }, { status: 429 }),
      ),
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not send the link');
    expect(alert).toHaveTextContent('Too many requests. Please try again in a few minutes.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("puts the server's word about the address under the field", async () => {
    const { user } = await renderApp('/forgot-password', {
      api: answerTo('POST', '/auth/forgot-password', () => fieldRefusal('email', 'Invalid email address')),
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
