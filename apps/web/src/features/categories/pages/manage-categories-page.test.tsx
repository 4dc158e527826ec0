import type { ManagedCategory } from '@shop/shared/category.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '@/test/api-answers';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin, testStaff } from '@/test/users';

const PAGE = '/dashboard/categories';

const category = (handle: string, name: string, products: number, more: Partial<ManagedCategory> = {}): ManagedCategory => ({
  _id: `category-${handle}`,
  handle,
  name,
  seoTitle: '',
  seoDescription: '',
  description: '',
  image: '',
  position: 0,
  hidden: false,
  googleProductCategory: '',
  gender: null,
  ageGroup: null,
  products,
  translations: [],
  ...more,
});

/** Womens (3 products), Mens (2) and Kids (none, hidden), in that order. */
const shopCategories = () => [category('womens', 'Womens', 3), category('mens', 'Mens', 2), category('kids', 'Kids', 0, { hidden: true })];

/**
 * A tiny categories API over an in-memory list, answering as the server does: a taken handle is
 * refused on its field, and a category that products have is deleted only with `moveTo`.
 */
function categoriesApi(initial: ManagedCategory[]): ApiHandler {
  let all = initial.map((row, position) => ({ ...row, position }));
  const taken = (handle: string, id?: string) => all.some((row) => row.handle === handle && row._id !== id);
  const refuseHandle = (handle: string) =>
    fieldRefusal('handle', `Another category has the handle '${handle}'.`, `Invalid input: another category has the handle '${handle}'`);
  return ({ method, path, url, body }) => {
    if (method === 'GET' && path === '/categories/manage') return Response.json({ categories: all });
    if (method === 'PUT' && path === '/categories/order') {
      const { ids } = body as { ids: string[] };
      all = ids.map((id, position) => ({ ...all.find((row) => row._id === id)!, position }));
      return Response.json({ categories: all });
    }
    if (method === 'POST' && path === '/categories') {
      const input = body as Pick<ManagedCategory, 'name' | 'handle' | 'description' | 'image' | 'hidden'>;
      if (taken(input.handle)) return refuseHandle(input.handle);
      const added = category(input.handle, input.name, 0, { ...input, position: all.length });
      all = [...all, added];
      return Response.json({ message: 'Category added.', category: added }, { status: 201 });
    }
    const id = /^\/categories\/([^/]+)$/.exec(path)?.[1];
    const current = all.find((row) => row._id === id);
    if (!current) return undefined;
    if (method === 'PATCH') {
      const changes = body as Partial<ManagedCategory>;
      if (changes.handle && taken(changes.handle, current._id)) return refuseHandle(changes.handle);
      all = all.map((row) => (row === current ? { ...row, ...changes } : row));
      return Response.json({ message: 'Category updated.', category: all.find((row) => row._id === id) });
    }
    if (method === 'DELETE') {
      const moveTo = url.searchParams.get('moveTo');
      if (current.products > 0 && !moveTo) {
        return Response.json({ message: `${current.products} products have this category: choose where they go first.` }, { status: 409 });
      }
      all = all
        .filter((row) => row !== current)
        .map((row) => (row.handle === moveTo ? { ...row, products: row.products + current.products } : row));
      return Response.json({
        message: moveTo
          ? `Category '${current.name}' deleted; ${current.products} products moved to '${all.find((row) => row.handle === moveTo)?.name}'.`
          : `Category '${current.name}' deleted.`,
      });
    }
    return undefined;
  };
}

async function renderCategories(api: ApiHandler = categoriesApi(shopCategories())) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table', { name: 'Categories' });
  return view;
}

/** The table's rows below its header, each as the texts of its cells. */
const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Categories' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell'));

const names = () => rowTexts().map(([lead]) => lead);

const rowOf = (name: string) => screen.getByRole('button', { name: `Edit ${name}` }).closest('tr') as HTMLElement;

describe('the categories page', () => {
  it('lists every category in order with its handle and products, hidden ones marked, and is linked from the dashboard', async () => {
    await renderCategories();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByText("3 categories, in the shop's order.")).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Categories' });
    expect(textsByRole(table, 'columnheader')).toEqual(['Category', 'Handle', 'Products', 'Order', 'Actions']);
    expect(rowTexts().map((cells) => cells.slice(0, 3))).toEqual([
      ['Womens', 'Handlewomens', 'Products3'],
      ['Mens', 'Handlemens', 'Products2'],
      ['KidsHidden', 'Handlekids', 'Products0'],
    ]);
    expect(within(rowOf('Mens')).getByRole('link', { name: '2 products in Mens' })).toHaveAttribute(
      'href',
      '/dashboard/manage-products?category=mens',
    );
    expect(screen.getByRole('button', { name: 'Move Womens up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Womens down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Kids down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hide Mens' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Kids' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves a category up by sending the whole new order, keeping the focus on the moved row', async () => {
    const { user, fetchMock } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Move Mens up' }));

    await waitFor(() => expect(names()).toEqual(['Mens', 'Womens', 'KidsHidden']));
    expect(callsTo(fetchMock, 'PUT', '/categories/order').map((call) => call.body)).toEqual([
      { ids: ['category-mens', 'category-womens', 'category-kids'] },
    ]);
    // At the top now, its Move up rests: the focus is on its Move down.
    expect(screen.getByRole('button', { name: 'Move Mens up' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Mens down' })).toHaveFocus());
    expect(screen.getByText('Mens moved up, to place 1 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Womens down' }));
    await waitFor(() => expect(names()).toEqual(['Mens', 'KidsHidden', 'Womens']));
    expect(callsTo(fetchMock, 'PUT', '/categories/order')[1]?.body).toEqual({ ids: ['category-mens', 'category-kids', 'category-womens'] });
  });

  it('adds a category, its handle made from the name as it is typed, and lists it last', async () => {
    const { user, fetchMock } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Name'), 'Summer Sale!');
    expect(within(dialog).getByLabelText('Handle')).toHaveValue('summer-sale');
    await user.type(within(dialog).getByLabelText('Description'), 'Light things for warm days.');
    await user.click(within(dialog).getByLabelText('Hidden'));
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Category added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/categories').map((call) => call.body)).toEqual([
      {
        name: 'Summer Sale!',
        handle: 'summer-sale',
        description: 'Light things for warm days.',
        image: '',
        hidden: true,
        seoTitle: '',
        seoDescription: '',
        googleProductCategory: '',
        gender: null,
        ageGroup: null,
      },
    ]);
    await waitFor(() => expect(names()).toEqual(['Womens', 'Mens', 'KidsHidden', 'Summer Sale!Hidden']));
  });

  it('stops filling the handle in once the admin types one, and checks the fields before sending', async () => {
    const { user, fetchMock } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('handle is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    const handle = within(dialog).getByLabelText('Handle');
    await user.type(within(dialog).getByLabelText('Name'), 'Rain');
    expect(handle).toHaveValue('rain');
    await user.clear(handle);
    await user.type(handle, 'wet-weather');
    await user.type(within(dialog).getByLabelText('Name'), ' gear');
    expect(handle).toHaveValue('wet-weather');
    expect(callsTo(fetchMock, 'POST', '/categories')).toHaveLength(0);
  });

  it("shows the server's refusal of a taken handle under Handle, keeping the form open", async () => {
    const { user } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mens');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));

    expect(await within(dialog).findByText("Another category has the handle 'mens'.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Handle')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Handle')).toHaveAccessibleDescription(expect.stringContaining('Another category has the handle'));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Could not add the category.');
    expect(alert).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('dialog', { name: 'Add category' })).toBeInTheDocument();
  });

  it('changes a category in the same form, filled in, sending only what changed', async () => {
    const { user, fetchMock } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Edit Mens' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Mens');
    expect(within(dialog).getByLabelText('Handle')).toHaveValue('mens');
    expect(within(dialog).getByLabelText('Hidden')).not.toBeChecked();

    // A saved category's handle stays as it is when its name changes.
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Menswear');
    expect(within(dialog).getByLabelText('Handle')).toHaveValue('mens');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Category updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/categories/category-mens').map((call) => call.body)).toEqual([{ name: 'Menswear' }]);
    await waitFor(() => expect(names()).toEqual(['Womens', 'Menswear', 'KidsHidden']));

    // Saving without a change sends nothing.
    await user.click(screen.getByRole('button', { name: 'Edit Womens' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit category' })).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', '/categories/category-womens')).toHaveLength(0);
  });

  it('gives a category its French words and search listing, closed until asked so that its own Name stays the only one', async () => {
    const translated: unknown[] = [];
    const api = categoriesApi(shopCategories());
    const { user } = await renderCategories((call) => {
      if (call.method === 'PUT' && call.path === '/categories/category-mens/translations') {
        translated.push(call.body);
        return Response.json({ message: 'Translation saved.', category: category('mens', 'Mens', 2) });
      }
      return api(call);
    });
    await user.click(screen.getByRole('button', { name: 'Edit Mens' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).queryByLabelText('Name in French')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'French words', expanded: false }));
    await user.type(within(dialog).getByLabelText('Name in French'), 'Hommes');
    await user.type(within(dialog).getByLabelText('Search result title in French (optional)'), 'Vêtements pour hommes');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(translated).toEqual([
        { language: 'fr', name: 'Hommes', description: '', seoTitle: 'Vêtements pour hommes', seoDescription: '' },
      ]),
    );
  });

  it('maps a category for the shopping feeds: its Google product category, gender and age group, and clears them', async () => {
    const api = categoriesApi([category('mens', 'Mens', 2, { googleProductCategory: '212', gender: 'male', ageGroup: 'adult' })]);
    const { user, fetchMock } = await renderCategories(api);
    await user.click(screen.getByRole('button', { name: 'Edit Mens' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    const feeds = within(dialog).getByRole('group', { name: 'Shopping feeds' });
    expect(within(feeds).getByLabelText('Google product category')).toHaveValue('212');
    expect(within(feeds).getByLabelText('Gender')).toHaveValue('male');
    expect(textsByRole(within(feeds).getByLabelText('Age group'), 'option')).toEqual([
      'Not set',
      'Adults',
      'Kids',
      'Toddlers',
      'Infants',
      'Newborns',
    ]);

    await user.clear(within(feeds).getByLabelText('Google product category'));
    await user.type(within(feeds).getByLabelText('Google product category'), '1604');
    await user.selectOptions(within(feeds).getByLabelText('Gender'), 'Unisex');
    await user.selectOptions(within(feeds).getByLabelText('Age group'), 'Not set');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Category updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/categories/category-mens').map((call) => call.body)).toEqual([
      { googleProductCategory: '1604', gender: 'unisex', ageGroup: null },
    ]);
  });

  it('gives a category an uploaded picture', async () => {
    const api = categoriesApi(shopCategories());
    const { user, fetchMock } = await renderCategories((call) =>
      call.method === 'POST' && call.path === '/uploadImage'
        ? Response.json({ url: '/uploads/mens.webp', srcSet: [{ width: 320, url: '/uploads/mens-320.webp' }] })
        : api(call),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Mens' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    await user.upload(
      within(dialog).getByLabelText('Upload picture'),
      new File([new Uint8Array([137, 80, 78, 71])], 'mens.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('img', { name: "The category's picture" })).toHaveAttribute('src', '/uploads/mens.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Category updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/categories/category-mens')[0]?.body).toEqual({ image: '/uploads/mens.webp' });
  });

  it('hides a category and shows it again', async () => {
    const { user, fetchMock } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Hide Mens' }));
    expect(await screen.findByText('Mens is hidden from the shop.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/categories/category-mens')[0]?.body).toEqual({ hidden: true });
    await waitFor(() => expect(within(rowOf('Mens')).getByText('Hidden')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Show Kids' }));
    expect(await screen.findByText('Kids is shown in the shop.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/categories/category-kids')[0]?.body).toEqual({ hidden: false });
    await waitFor(() => expect(within(rowOf('Kids')).queryByText('Hidden')).not.toBeInTheDocument());
  });

  it('deletes a category that products have only once the admin chooses where they go', async () => {
    const { user, fetchMock } = await renderCategories();
    await user.click(screen.getByRole('button', { name: 'Delete Womens' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete category?' });
    expect(dialog).toHaveTextContent('3 products have Womens as their category.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const moveTo = within(dialog).getByLabelText('Move its products to');
    expect(textsByRole(moveTo, 'option')).toEqual(['Choose a category', 'Mens', 'Kids (hidden)']);

    await user.click(within(dialog).getByRole('button', { name: 'Delete and move 3 products' }));
    expect(within(dialog).getByText('Choose the category its products move to.')).toBeInTheDocument();
    expect(moveTo).toHaveFocus();
    expect(callsTo(fetchMock, 'DELETE', '/categories/category-womens')).toHaveLength(0);

    await user.selectOptions(moveTo, 'Mens');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and move 3 products' }));
    expect(await screen.findByText("Category 'Womens' deleted; 3 products moved to 'Mens'.")).toBeInTheDocument();
    const deletes = callsTo(fetchMock, 'DELETE', '/categories/category-womens');
    expect(deletes.map((call) => call.url.searchParams.get('moveTo'))).toEqual(['mens']);
    await waitFor(() => expect(names()).toEqual(['Mens', 'KidsHidden']));
    expect(rowTexts()[0]?.[2]).toBe('Products5');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes a category without products after a plain confirmation', async () => {
    const { user, fetchMock } = await renderCategories();
    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'Kids',
      dialog: 'Delete category?',
      request: '/categories/category-kids',
      said: "Category 'Kids' deleted.",
    });
    expect(callsTo(fetchMock, 'DELETE', '/categories/category-kids')[0]?.url.search).toBe('');
    await waitFor(() => expect(names()).toEqual(['Womens', 'Mens']));
  });

  it('asks where the products go when some arrived since the list was read (the server refuses with 409)', async () => {
    // The list on screen says Kids has none; by the time of the delete, two products have it.
    const api = categoriesApi([category('mens', 'Mens', 2), category('kids', 'Kids', 2)]);
    let reads = 0;
    const { user, fetchMock } = await renderCategories((call) => {
      if (call.method === 'GET' && call.path === '/categories/manage' && reads++ === 0) {
        return Response.json({ categories: [category('mens', 'Mens', 2), category('kids', 'Kids', 0, { position: 1 })] });
      }
      return api(call);
    });
    await user.click(screen.getByRole('button', { name: 'Delete Kids' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete category?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 products have this category: choose where they go first.')).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete category?' });
    expect(await within(dialog).findByRole('button', { name: 'Delete and move 2 products' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Move its products to'), 'Mens');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and move 2 products' }));
    expect(await screen.findByText("Category 'Kids' deleted; 2 products moved to 'Mens'.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/categories/category-kids').map((call) => call.url.searchParams.get('moveTo'))).toEqual([
      null,
      'mens',
    ]);
  });

  it('shows staff who may only see the catalogue the categories without Add, Move, Edit, Hide or Delete, even when there are none', async () => {
    signIn(testStaff('fulfilment'));
    const { unmount } = await renderApp(PAGE, { api: categoriesApi(shopCategories()) });
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(names()).toEqual(['Womens', 'Mens', 'KidsHidden']);
    expect(textsByRole(table, 'columnheader')).toEqual(['Category', 'Handle', 'Products']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    unmount();

    await renderApp(PAGE, { api: categoriesApi([]) });
    expect(await screen.findByText('No categories yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
  });

  it('says when there are no categories yet, with a way to add the first, after a skeleton', async () => {
    signIn(testAdmin);
    const { user } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/categories/manage',
      api: categoriesApi([]),
      loading: 'Loading categories',
      empty: 'No categories yet.',
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const addButtons = screen.getAllByRole('button', { name: 'Add category' });
    expect(addButtons).toHaveLength(1);
    await user.click(addButtons[0]!);
    expect(screen.getByRole('dialog', { name: 'Add category' })).toBeInTheDocument();
  });

  it("says 'Error loading categories.' when the list cannot be loaded, and Try again asks anew", async () => {
    signIn(testAdmin);
    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/categories/manage',
      api: categoriesApi(shopCategories()),
      message: 'Error loading categories.',
    });
    expect(await screen.findByRole('table', { name: 'Categories' })).toBeInTheDocument();
    expect(names()).toEqual(['Womens', 'Mens', 'KidsHidden']);
  });
});
