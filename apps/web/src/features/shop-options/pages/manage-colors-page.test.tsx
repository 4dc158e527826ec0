import type { ManagedColor } from '@shop/shared/color.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin, testStaff } from '@/test/users';
import { optionsApi } from '../testing/options-api';

const PAGE = '/dashboard/colors';

const color = (handle: string, name: string, products: number, more: Partial<ManagedColor> = {}): ManagedColor => ({
  _id: `color-${handle}`,
  handle,
  name,
  hex: null,
  image: '',
  position: 0,
  products,
  translations: [],
  ...more,
});

/** Black (3 products), Navy blue (1) and Leopard (a print, none), in that order. */
const shopColors = () => [
  color('black', 'Black', 3, { hex: '#1f1b17' }),
  color('navy', 'Navy blue', 1, { hex: '#1f2f52' }),
  color('leopard', 'Leopard', 0, { image: '/uploads/leopard.webp' }),
];

const colorsApi = (initial: ManagedColor[] = shopColors()) =>
  optionsApi(
    '/colors',
    {
      key: 'colors',
      item: 'color',
      noun: 'colour',
      make: (input, position) => color(input.handle!, input.name!, 0, { hex: input.hex ?? null, image: input.image ?? '', position }),
    },
    initial,
  );

async function renderColors(api: ApiHandler = colorsApi()) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table', { name: 'Colours' });
  return view;
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Colours' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell'));
const names = () => rowTexts().map(([lead]) => lead);

describe('the colours page', () => {
  it('lists every colour in order with its swatch, handle and products, and is linked from the dashboard', async () => {
    await renderColors();
    expect(screen.getByRole('heading', { level: 1, name: 'Colours' })).toBeInTheDocument();
    expect(screen.getByText("3 colours, in the shop's order.")).toBeInTheDocument();
    expect(textsByRole(screen.getByRole('table', { name: 'Colours' }), 'columnheader')).toEqual([
      'Colour',
      'Handle',
      'Swatch',
      'Products',
      'Order',
      'Actions',
    ]);
    expect(rowTexts().map((cells) => cells.slice(0, 4))).toEqual([
      ['Black', 'Handleblack', 'Swatch#1f1b17', 'Products3'],
      ['Navy blue', 'Handlenavy', 'Swatch#1f2f52', 'Products1'],
      ['Leopard', 'Handleleopard', 'SwatchPicture', 'Products0'],
    ]);
    expect(screen.getByRole('button', { name: 'Move Black up' })).toBeDisabled();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Colours' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Size sets' })).toHaveAttribute('href', '/dashboard/size-sets');
  });

  it('adds a colour with a hex, its handle made from the name, and lists it last', async () => {
    const { user, fetchMock } = await renderColors();
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    const dialog = screen.getByRole('dialog', { name: 'Add colour' });
    await user.type(within(dialog).getByLabelText('Name'), 'Forest Green');
    expect(within(dialog).getByLabelText('Handle')).toHaveValue('forest-green');
    await user.type(within(dialog).getByLabelText('Hex'), 'green');
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    expect(await within(dialog).findByText('hex must be a colour like #1f2f52')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Hex'));
    await user.type(within(dialog).getByLabelText('Hex'), '#2E5E3A');
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    expect(await screen.findByText('Colour added.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/colors').map((call) => call.body)).toEqual([
      { name: 'Forest Green', handle: 'forest-green', hex: '#2e5e3a', image: '' },
    ]);
    await waitFor(() => expect(names()).toEqual(['Black', 'Navy blue', 'Leopard', 'Forest Green']));
  });

  it("renames and repaints a colour, never changing its handle, and shows a taken handle's refusal", async () => {
    const { user, fetchMock } = await renderColors();
    await user.click(screen.getByRole('button', { name: 'Edit Navy blue' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit colour' });
    expect(within(dialog).getByLabelText('Handle')).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Midnight');
    await user.clear(within(dialog).getByLabelText('Hex'));
    await user.type(within(dialog).getByLabelText('Hex'), '#101828');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Colour updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/colors/color-navy').map((call) => call.body)).toEqual([{ name: 'Midnight', hex: '#101828' }]);
    await waitFor(() => expect(names()).toEqual(['Black', 'Midnight', 'Leopard']));

    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    const adding = screen.getByRole('dialog', { name: 'Add colour' });
    await user.type(within(adding).getByLabelText('Name'), 'Black');
    await user.click(within(adding).getByRole('button', { name: 'Add colour' }));
    expect(await within(adding).findByText("Another colour has the handle 'black'.")).toBeInTheDocument();
    expect(within(adding).getByRole('alert')).toHaveTextContent('Could not add the colour.');
  });

  it('moves a colour up by sending the whole new order', async () => {
    const { user, fetchMock } = await renderColors();
    await user.click(screen.getByRole('button', { name: 'Move Navy blue up' }));
    await waitFor(() => expect(names()).toEqual(['Navy blue', 'Black', 'Leopard']));
    expect(callsTo(fetchMock, 'PUT', '/colors/order').map((call) => call.body)).toEqual([
      { ids: ['color-navy', 'color-black', 'color-leopard'] },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Navy blue down' })).toHaveFocus());
    expect(screen.getByText('Navy blue moved up, to place 1 of 3.')).toBeInTheDocument();
  });

  it('deletes a colour that products come in only once the admin chooses the one they take instead', async () => {
    const { user, fetchMock } = await renderColors();
    await user.click(screen.getByRole('button', { name: 'Delete Black' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete colour?' });
    expect(dialog).toHaveTextContent('3 products come in Black.');
    const moveTo = within(dialog).getByLabelText('Its products come in instead');
    expect(textsByRole(moveTo, 'option')).toEqual(['Choose a colour', 'Navy blue', 'Leopard']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete and move 3 products' }));
    expect(within(dialog).getByText('Choose the colour its products take instead.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/colors/color-black')).toHaveLength(0);

    await user.selectOptions(moveTo, 'Navy blue');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and move 3 products' }));
    expect(await screen.findByText("Colour 'Black' deleted.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/colors/color-black').map((call) => call.url.searchParams.get('moveTo'))).toEqual(['navy']);
    await waitFor(() => expect(names()).toEqual(['Navy blue', 'Leopard']));
    expect(rowTexts()[0]?.[3]).toBe('Products4');
  });

  it('shows staff who may only see the catalogue the colours without Add, Move, Edit or Delete, even when there are none', async () => {
    signIn(testStaff('fulfilment'));
    const { unmount } = await renderApp(PAGE, { api: colorsApi() });
    const table = await screen.findByRole('table', { name: 'Colours' });
    expect(names()).toEqual(['Black', 'Navy blue', 'Leopard']);
    expect(textsByRole(table, 'columnheader')).toEqual(['Colour', 'Handle', 'Swatch', 'Products']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add colour' })).not.toBeInTheDocument();
    unmount();

    await renderApp(PAGE, { api: colorsApi([]) });
    expect(await screen.findByText('No colours yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add colour' })).not.toBeInTheDocument();
  });

  it('says when there are no colours yet, after a skeleton, and when they cannot be loaded', async () => {
    signIn(testAdmin);
    const { unmount } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/colors/manage',
      api: colorsApi([]),
      loading: 'Loading colours',
      empty: 'No colours yet.',
    });
    expect(screen.getAllByRole('button', { name: 'Add colour' })).toHaveLength(1);
    unmount();

    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/colors/manage',
      api: colorsApi(),
      message: 'Error loading colours.',
    });
    expect(await screen.findByRole('table', { name: 'Colours' })).toBeInTheDocument();
  });
});
