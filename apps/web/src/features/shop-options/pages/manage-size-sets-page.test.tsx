import type { ManagedSizeSet } from '@shop/shared/size-set.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin, testStaff } from '@/test/users';
import { optionsApi } from '../testing/options-api';

const PAGE = '/dashboard/size-sets';

const sizeSet = (handle: string, name: string, sizes: string[], products: number, position = 0): ManagedSizeSet => ({
  _id: `set-${handle}`,
  handle,
  name,
  sizes,
  position,
  products,
});

const shopSets = () => [
  sizeSet('letters', 'Letters', ['xs', 's', 'm', 'l', 'xl'], 5),
  sizeSet('waist', 'Waist', ['28', '30', '32'], 2),
  sizeSet('one-size', 'One size', ['one-size'], 0),
];

const setsApi = (initial: ManagedSizeSet[] = shopSets()) =>
  optionsApi(
    '/size-sets',
    {
      key: 'sizeSets',
      item: 'sizeSet',
      noun: 'size set',
      make: (input, position) => sizeSet(input.handle!, input.name!, input.sizes!, 0, position),
    },
    initial,
  );

async function renderSets(api: ApiHandler = setsApi()) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table', { name: 'Size sets' });
  return view;
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Size sets' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell'));
const names = () => rowTexts().map(([lead]) => lead);

describe('the size sets page', () => {
  it('lists every set in order with its sizes as the shop shows them, and is linked from the dashboard', async () => {
    await renderSets();
    expect(screen.getByRole('heading', { level: 1, name: 'Size sets' })).toBeInTheDocument();
    expect(screen.getByText("3 size sets, in the shop's order.")).toBeInTheDocument();
    expect(rowTexts().map((cells) => cells.slice(0, 4))).toEqual([
      ['Letters', 'Handleletters', 'SizesXS · S · M · L · XL', 'Products5'],
      ['Waist', 'Handlewaist', 'Sizes28 · 30 · 32', 'Products2'],
      ['One size', 'Handleone-size', 'SizesOne size', 'Products0'],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Size sets' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a numeric set, its sizes typed in order, and lists it last', async () => {
    const { user, fetchMock } = await renderSets();
    await user.click(screen.getByRole('button', { name: 'Add size set' }));
    const dialog = screen.getByRole('dialog', { name: 'Add size set' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shoe EU');
    expect(within(dialog).getByLabelText('Handle')).toHaveValue('shoe-eu');
    await user.type(within(dialog).getByLabelText('Sizes'), '38, 39 40,38');
    await user.click(within(dialog).getByRole('button', { name: 'Add size set' }));
    expect(await within(dialog).findByText('sizes must name each size once')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Sizes'));
    await user.type(within(dialog).getByLabelText('Sizes'), '38, 39, 40');
    expect(within(dialog).getByLabelText('Sizes')).toHaveAccessibleDescription(expect.stringContaining('Shown as 38 · 39 · 40.'));
    await user.click(within(dialog).getByRole('button', { name: 'Add size set' }));
    expect(await screen.findByText('Size set added.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/size-sets').map((call) => call.body)).toEqual([
      { name: 'Shoe EU', handle: 'shoe-eu', sizes: ['38', '39', '40'] },
    ]);
    await waitFor(() => expect(names()).toEqual(['Letters', 'Waist', 'One size', 'Shoe EU']));
  });

  it('puts a set’s sizes in a new order, sending only what changed, and moves a set down', async () => {
    const { user, fetchMock } = await renderSets();
    await user.click(screen.getByRole('button', { name: 'Edit Waist' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit size set' });
    expect(within(dialog).getByLabelText('Sizes')).toHaveValue('28, 30, 32');
    await user.clear(within(dialog).getByLabelText('Sizes'));
    await user.type(within(dialog).getByLabelText('Sizes'), '28, 29, 30, 32');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Size set updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/size-sets/set-waist').map((call) => call.body)).toEqual([{ sizes: ['28', '29', '30', '32'] }]);

    await user.click(screen.getByRole('button', { name: 'Move Letters down' }));
    await waitFor(() => expect(names()).toEqual(['Waist', 'Letters', 'One size']));
    expect(callsTo(fetchMock, 'PUT', '/size-sets/order')[0]?.body).toEqual({ ids: ['set-waist', 'set-letters', 'set-one-size'] });
  });

  it('deletes a set that products use only once the admin chooses the set they move to', async () => {
    const { user, fetchMock } = await renderSets();
    await user.click(screen.getByRole('button', { name: 'Delete Waist' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete size set?' });
    expect(dialog).toHaveTextContent('2 products use Waist.');
    await user.selectOptions(within(dialog).getByLabelText('Move its products to'), 'Letters');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and move 2 products' }));
    expect(await screen.findByText("Size set 'Waist' deleted.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/size-sets/set-waist').map((call) => call.url.searchParams.get('moveTo'))).toEqual(['letters']);
    await waitFor(() => expect(names()).toEqual(['Letters', 'One size']));

    await user.click(screen.getByRole('button', { name: 'Delete One size' }));
    const plain = screen.getByRole('alertdialog', { name: 'Delete size set?' });
    expect(plain).toHaveTextContent('One size will be deleted. No product uses it.');
    await user.click(within(plain).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Size set 'One size' deleted.")).toBeInTheDocument();
  });

  it('shows staff who may only see the catalogue the size sets without Add, Move, Edit or Delete, even when there are none', async () => {
    signIn(testStaff('fulfilment'));
    const { unmount } = await renderApp(PAGE, { api: setsApi() });
    const table = await screen.findByRole('table', { name: 'Size sets' });
    expect(names()).toEqual(['Letters', 'Waist', 'One size']);
    expect(textsByRole(table, 'columnheader')).toEqual(['Size set', 'Handle', 'Sizes', 'Products']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add size set' })).not.toBeInTheDocument();
    unmount();

    await renderApp(PAGE, { api: setsApi([]) });
    expect(await screen.findByText('No size sets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add size set' })).not.toBeInTheDocument();
  });

  it('says when there are no sets yet, after a skeleton, and when they cannot be loaded', async () => {
    signIn(testAdmin);
    const { unmount } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/size-sets/manage',
      api: setsApi([]),
      loading: 'Loading size sets',
      empty: 'No size sets yet.',
    });
    unmount();
    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/size-sets/manage',
      api: setsApi(),
      message: 'Error loading size sets.',
    });
    expect(await screen.findByRole('table', { name: 'Size sets' })).toBeInTheDocument();
  });
});
