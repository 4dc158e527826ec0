import { ADDRESS_BOOK_FULL, MAX_SAVED_ADDRESSES } from '@shop/shared/address-book.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { addressBookApi, HOME, savedAddress, WORK } from '../testing/address-book-api';

const PAGE = '/dashboard/addresses';

async function renderAddresses(api: ApiHandler = addressBookApi([HOME, WORK])) {
  signIn(testUser);
  return renderApp(PAGE, { api });
}

/** The cards' names in order: the label (or first line), ', default' on the default. */
const cards = () =>
  within(screen.getByRole('list', { name: 'Your addresses' }))
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label'));

describe('the address book page', () => {
  it('lists the addresses, the default first and marked, and is in the customer’s dashboard menu', async () => {
    await renderAddresses();
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    expect(await screen.findByText(`2 of ${MAX_SAVED_ADDRESSES} addresses. The checkout offers your default first.`)).toBeInTheDocument();
    expect(cards()).toEqual(['Home, default', 'Work']);
    const work = screen.getByRole('listitem', { name: 'Work' });
    expect(work).toHaveTextContent('Ada Lovelace1 Engine RowFloor 3Seattle, 98101United States');
    expect(within(screen.getByRole('listitem', { name: 'Home, default' })).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Home the default' })).not.toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', PAGE);
  });

  it('shows a skeleton while loading, then says when there is no address yet', async () => {
    await skeletonThenEmpty(renderAddresses, {
      holds: (call) => call.path === '/auth/addresses',
      api: addressBookApi([]),
      loading: 'Loading addresses',
      empty: 'No addresses yet.',
    });
    expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
  });

  it('says when the addresses could not be loaded, and loads them again on Try again', async () => {
    await tryAgainAfterOutage(renderAddresses, {
      path: '/auth/addresses',
      api: addressBookApi([HOME]),
      message: 'Error loading addresses.',
    });
    expect(await screen.findByRole('listitem', { name: 'Home, default' })).toBeInTheDocument();
  });

  it('adds an address: refused fields are named under them and what was typed stays; the first one is the default', async () => {
    const api = addressBookApi([]);
    const { user, fetchMock } = await renderAddresses(api);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add address' });
    await user.type(within(dialog).getByLabelText('Label (optional)'), 'Home');
    await user.type(within(dialog).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Address line 1'), '12 Harbor Street');
    await user.type(within(dialog).getByLabelText('City'), 'Portland');
    await user.type(within(dialog).getByLabelText('Postal code'), '#97201');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(within(dialog).getByLabelText('Postal code')).toHaveAccessibleDescription('Enter a valid postal code');
    expect(callsTo(fetchMock, 'POST', '/auth/addresses')).toHaveLength(0);
    // What was typed is still there, to be corrected.
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Ada Lovelace');

    await user.clear(within(dialog).getByLabelText('Postal code'));
    await user.type(within(dialog).getByLabelText('Postal code'), '97201');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Address saved as your default.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cards()).toEqual(['Home, default']);
    expect(callsTo(fetchMock, 'POST', '/auth/addresses')[0]?.body).toEqual({
      label: 'Home',
      name: 'Ada Lovelace',
      line1: '12 Harbor Street',
      line2: '',
      city: 'Portland',
      state: '',
      postalCode: '97201',
      country: 'US',
      phone: '',
    });
  });

  it("shows the server's refusal of a field under it, keeping the form as typed", async () => {
    const book = addressBookApi([HOME, WORK]);
    const refuses: ApiHandler = (call) =>
      call.method === 'PUT'
        ? Response.json({ message: 'Invalid input', errors: [{ path: 'city', message: 'We cannot ship to that city' }] }, { status: 400 })
        : book(call);
    const { user } = await renderAddresses(refuses);
    await user.click(await screen.findByRole('button', { name: 'Edit Work' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('Address line 2 (optional)')).toHaveValue('Floor 3');
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Atlantis');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByLabelText('City')).toHaveAccessibleDescription('We cannot ship to that city');
    expect(within(dialog).getByLabelText('City')).toHaveValue('Atlantis');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('edits an address in place', async () => {
    const api = addressBookApi([HOME, WORK]);
    const { user } = await renderAddresses(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Work' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    await user.clear(within(dialog).getByLabelText('Label (optional)'));
    await user.type(within(dialog).getByLabelText('Label (optional)'), 'Studio');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Address updated.')).toBeInTheDocument();
    expect(cards()).toEqual(['Home, default', 'Studio']);
  });

  it('makes another address the default', async () => {
    const { user } = await renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Make Work the default' }));
    expect(await screen.findByText('Work is now your default address.')).toBeInTheDocument();
    expect(cards()).toEqual(['Work, default', 'Home']);
  });

  it('deletes an address only once asked, and says which one is the default afterwards', async () => {
    const { user, fetchMock } = await renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    const asked = screen.getByRole('alertdialog', { name: 'Delete address?' });
    expect(asked).toHaveTextContent('Ada Lovelace, 12 Harbor Street, Portland, 97201 will be removed from your address book.');
    expect(asked).toHaveTextContent('It is your default');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', `/auth/addresses/${HOME._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete address?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted. Work is now your default address.')).toBeInTheDocument();
    expect(cards()).toEqual(['Work, default']);
  });

  it(`says the book is full at ${MAX_SAVED_ADDRESSES} addresses, and offers no Add`, async () => {
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) =>
      savedAddress(`address-${index}`, {
        name: 'Ada',
        line1: `${index + 1} Harbor Street`,
        city: 'Portland',
        postalCode: '97201',
        isDefault: index === 0,
      }),
    );
    await renderAddresses(addressBookApi(many));
    expect(await screen.findByText(ADDRESS_BOOK_FULL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeDisabled();
  });
});
