import { INVALID_LINK_MESSAGE } from '@shop/shared/auth.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, fieldRefusal, firstAnswer } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';

const JOINED = 'Welcome to the staff. Sign in, then turn on two-factor sign-in in your profile.';
const PAGE = '/join-staff?token=abc';

const previewed = (hasAccount = false) =>
  answerTo('POST', '/staff/invitations/preview', () => Response.json({ email: 'pat@example.com', roleName: 'Fulfilment', hasAccount }));
const joining = (response: () => Response) => answerTo('POST', '/staff/invitations/accept', response);
const linkRefused = () => Response.json({ message: INVALID_LINK_MESSAGE }, { status: 400 });

async function renderJoin(api: ApiHandler = previewed(), path = PAGE) {
  const view = await renderApp(path, { api });
  await screen.findByLabelText('User name');
  return view;
}

async function join(user: Awaited<ReturnType<typeof renderApp>>['user'], password: string, confirmation = password) {
  await user.type(screen.getByLabelText('User name'), 'Pat Packer');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Join the staff' }));
}

describe('the join staff page', () => {
  it('shows what the link offers, with User name, Password and Confirm password fields', async () => {
    const { fetchMock } = await renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Join the staff \|/);
    expect(screen.getByText(/^You are invited to join as/)).toHaveTextContent(
      'You are invited to join as Fulfilment, with pat@example.com.',
    );
    expect(screen.queryByText(/keeps its orders/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('User name')).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(callsTo(fetchMock, 'POST', '/staff/invitations/preview').map((call) => call.body)).toEqual([{ token: 'abc' }]);
  });

  it('tells a customer invited with their own address that their account keeps its orders', async () => {
    await renderJoin(previewed(true));
    expect(screen.getByText(/^You are invited to join as/)).toHaveTextContent(
      'You are invited to join as Fulfilment, with pat@example.com. Your account keeps its orders; choose a new password for it.',
    );
  });

  it('joins with the link’s token, says so and goes to /login with the address filled in', async () => {
    const { user, router, fetchMock } = await renderJoin(
      firstAnswer(
        joining(() => Response.json({ message: JOINED })),
        previewed(),
      ),
    );
    await join(user, 'parcel-tape-and-string-42');

    expect(await screen.findByText(JOINED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(callsTo(fetchMock, 'POST', '/staff/invitations/accept').map((call) => call.body)).toEqual([
      { token: 'abc', username: 'Pat Packer', password: 'parcel-tape-and-string-42' },
    ]);
  });

  it('checks the name and password with the shared rules, and refuses one easy to guess, before sending', async () => {
    const { user, fetchMock } = await renderJoin();
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(await screen.findByText('User name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('User name')).toHaveAttribute('aria-invalid', 'true');

    // The repeat guards against a typo in a password nobody can see.
    await join(user, 'parcel-tape-and-string-42', 'parcel-tape-and-string-24');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('User name'));
    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await join(user, 'password12345');
    expect(await screen.findByText(/^This is similar to a commonly used password\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/staff/invitations/accept')).toHaveLength(0);
  });

  it("puts the server's refusal of the password under the field, and stays", async () => {
    const { user, router } = await renderJoin(
      firstAnswer(
        joining(() => fieldRefusal('password', 'This password is too common. Please choose another.')),
        previewed(),
      ),
    );
    await join(user, 'parcel-tape-and-string-42');

    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/join-staff');
  });

  it('says why when the person is already on the staff, and keeps the form', async () => {
    const { user } = await renderJoin(
      firstAnswer(
        joining(() => Response.json({ message: 'This person is already on the staff.' }, { status: 409 })),
        previewed(),
      ),
    );
    await join(user, 'parcel-tape-and-string-42');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not add you to the staffThis person is already on the staff.');
    expect(screen.getByLabelText('User name')).toHaveValue('Pat Packer');
  });

  it('says the link is invalid or has expired when the server refuses it, with a way to sign in', async () => {
    await renderApp('/join-staff?token=used', { api: answerTo('POST', '/staff/invitations/preview', linkRefused) });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeInTheDocument();
    expect(screen.queryByLabelText('User name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the link is invalid when it was used meanwhile, on joining', async () => {
    const { user } = await renderJoin(firstAnswer(joining(linkRefused), previewed()));
    await join(user, 'parcel-tape-and-string-42');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.queryByLabelText('User name')).not.toBeInTheDocument();
  });

  it('says the link is invalid without its token, and asks nothing of the server', async () => {
    const { fetchMock } = await renderApp('/join-staff');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.queryByLabelText('User name')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff/invitations/preview')).toHaveLength(0);
  });

  it("says so when the invitation cannot be opened (the server's fault), and tries again", async () => {
    let down = true;
    const preview = previewed();
    const { user } = await renderApp(PAGE, {
      api: (call) =>
        down && call.path === '/staff/invitations/preview'
          ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
          : preview(call),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open your invitation');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('User name')).toBeInTheDocument();
  });
});
