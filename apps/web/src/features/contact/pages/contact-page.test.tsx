import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '@shop/shared/contact.messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerTo, fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp, testSettings } from '@/test/render-app';

const fields = () => ({
  name: screen.getByRole('textbox', { name: 'NAME' }),
  email: screen.getByRole('textbox', { name: 'EMAIL' }),
  message: screen.getByRole('textbox', { name: 'MESSAGE' }),
});

/** Fills the form with what a person types and presses SEND; answers the fields. */
async function send(user: UserEvent, typed: { name: string; email: string; message: string }) {
  const filled = fields();
  await user.type(filled.name, typed.name);
  await user.type(filled.email, typed.email);
  await user.type(filled.message, typed.message);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  return filled;
}

describe('the contact page', () => {
  it('shows the studio location, a phone link, an email link and social links that open in a new tab', async () => {
    await renderApp('/contact');
    // The footer carries the address too; these are the page's own.
    const details = (await screen.findByRole('heading', { level: 2, name: 'Find us' })).closest('section')!;
    expect(await within(details).findByText('Portland, Oregon')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: testSettings.phone })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(details).getByRole('link', { name: testSettings.email })).toHaveAttribute('href', `mailto:${testSettings.email}`);
    for (const [name, href] of [
      ['GitHub', testSettings.social.github],
      ['Facebook', testSettings.social.facebook],
      ['Instagram', testSettings.social.instagram],
    ] as const) {
      const link = within(details).getByRole('link', { name: new RegExp(`^${name} \\(.*opens in a new tab\\)$`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows every error under its field, with the exact texts, and sends nothing', async () => {
    const { user, fetchMock } = await renderApp('/contact', {
      api: answerTo('POST', '/contact', () => Response.json({}, { status: 201 })),
    });
    await user.click(screen.getByRole('button', { name: 'SEND' }));

    const { name, email, message } = fields();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(message).toHaveAccessibleDescription('Message is required');
    for (const field of [name, email, message]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    expect(callsTo(fetchMock, 'POST', '/contact')).toHaveLength(0);
  });

  it('sends the message, shows the thank-you toast and clears the form', async () => {
    const { user, fetchMock } = await renderApp('/contact', {
      api: answerTo('POST', '/contact', () => Response.json({ message: CONTACT_SUCCESS_MESSAGE }, { status: 201 })),
    });
    const { name, email, message } = await send(user, {
      name: 'Ada Lovelace',
      email: ' ada@example.com ',
      message: 'Do the tees come in XXL?',
    });

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(callsTo(fetchMock, 'POST', '/contact').map((call) => call.body)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do the tees come in XXL?' },
    ]);
  });

  it("says 'Failed to send message. Please try again.' when sending fails, and keeps what was written", async () => {
    const { user } = await renderApp('/contact', {
      api: answerTo('POST', '/contact', () => Response.json({ message: 'Internal Server Error' }, { status: 500 })),
    });
    const { name, email, message } = await send(user, { name: 'Ada', email: 'ada@example.com', message: 'Hello there' });

    expect(await screen.findByText(CONTACT_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(name).toHaveValue('Ada');
    expect(email).toHaveValue('ada@example.com');
    expect(message).toHaveValue('Hello there');
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
  });

  it('tells the person to wait when too many messages were sent', async () => {
    const { user } = await renderApp('/contact', {
      api: answerTo('POST', '/contact', () => Response.json({ message: 'Too many requests' }, { status: 429 })),
    });
    const { message } = await send(user, { name: 'Ada', email: 'ada@example.com', message: 'Hello again' });

    const toast = (await screen.findByText(CONTACT_FAILURE_MESSAGE)).closest('li')!;
    expect(within(toast).getByText(/Please wait a few minutes/)).toBeInTheDocument();
    expect(message).toHaveValue('Hello again');
  });

  it("shows the server's field errors under their fields", async () => {
    const { user } = await renderApp('/contact', {
      api: answerTo('POST', '/contact', () => fieldRefusal('email', 'Invalid email address', 'Invalid input')),
    });
    const { email } = await send(user, { name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(await screen.findByText(CONTACT_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid email address');
  });
});
