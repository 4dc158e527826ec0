import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { callsTo, testCategories, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { AddProductPage } from './add-product-page';
import { fieldRefusal } from '@/test/api-answers';
import { fillInRequiredFields, renderAddProductPage } from '../testing/product-form';

const created: ApiHandler = ({ method, path, body }) =>
  method === 'POST' && path === '/products/create-product'
    ? Response.json(
        {
          message: 'Product added successfully',
          product: makeProduct({ _id: 'new', name: (body as { name: string }).name }),
        },
        { status: 201 },
      )
    : undefined;

describe('the add product page', () => {
  it("says 'Please fill all the required fields' and names each empty field, without sending anything", async () => {
    const { user, fetchMock } = await renderAddProductPage();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please fill all the required fields');
    expect(alert).toHaveTextContent('Missing: Product Name, Category, Color, Price, Description.');
    expect(screen.getByLabelText('Product Name')).toHaveAccessibleDescription('Product Name is required');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Category is required');
    expect(screen.getByLabelText('Color')).toHaveAccessibleDescription('Color is required');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('In dollars. Price is required');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(screen.getByLabelText('Product Name')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/products/create-product')).toHaveLength(0);

    // The alert goes once every required field is filled.
    await fillInRequiredFields(user, {
      name: 'Linen Dress',
      category: 'dress',
      color: 'beige',
      price: '89',
      description: 'Cool in summer.',
    });
    await waitFor(() => expect(screen.queryByText('Please fill all the required fields')).not.toBeInTheDocument());
  });

  it("offers the shop's categories by name in its order, hidden ones too, every colour, and all four sizes chosen", async () => {
    const outerwear = { ...testCategories[0]!, _id: 'category-outerwear', handle: 'outerwear', name: 'Coats & jackets', hidden: true };
    await renderAddProductPage(({ path }) =>
      path === '/categories/manage' ? Response.json({ categories: [outerwear, ...testCategories] }) : undefined,
    );
    await within(screen.getByLabelText('Category')).findByRole('option', { name: 'Coats & jackets' });
    const categories = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(categories).toEqual(['', 'outerwear', 'womens', 'mens', 'kids', 'accessories', 'dress', 'jewellery', 'cosmetics']);
    const colors = within(screen.getByLabelText('Color'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(colors).toEqual(['', 'black', 'red', 'blue', 'green', 'pink', 'gold', 'silver', 'beige']);
    for (const size of ['S', 'M', 'L', 'XL']) expect(screen.getByRole('checkbox', { name: `Size ${size}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Size One size' })).not.toBeChecked();
  });

  it("says when the shop's categories cannot be loaded", async () => {
    await renderAdminPage(<AddProductPage />, {
      route: '/dashboard/add-product',
      path: '/dashboard/add-product',
      api: ({ path }) => (path === '/categories/manage' ? Response.json({ message: 'Down' }, { status: 503 }) : undefined),
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
        "The shop's categories could not be loaded. Reload the page to try again.",
      ),
    );
  });

  it('makes a one-size product, and says that one size cannot be combined with other sizes', async () => {
    const { user, fetchMock } = await renderAddProductPage(created);
    await fillInRequiredFields(user, { name: 'Market Tote', category: 'accessories', color: 'beige', price: '30', description: 'Canvas.' });
    await user.click(screen.getByRole('checkbox', { name: 'Size One size' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('One size cannot be combined with other sizes')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/products/create-product')).toHaveLength(0);

    for (const size of ['S', 'M', 'L', 'XL']) await user.click(screen.getByRole('checkbox', { name: `Size ${size}` }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product added successfully');
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({ sizes: ['one-size'] });
  });

  it("uploads the chosen image, adds the product, says 'Product added successfully' and goes to /shop", async () => {
    let releaseUpload: (response: Response) => void = () => {};
    const { user, fetchMock, router } = await renderAddProductPage((call) => {
      if (call.method === 'POST' && call.path === '/uploadImage') return new Promise<Response>((resolve) => (releaseUpload = resolve));
      return created(call);
    });

    await fillInRequiredFields(user, {
      name: '  Linen Dress ',
      category: 'dress',
      color: 'beige',
      price: '89.5',
      description: 'Cool in summer.',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Green' }));
    await user.click(screen.getByRole('checkbox', { name: 'Size XL' }));
    await user.type(screen.getByLabelText('Old Price'), '120');

    await user.upload(screen.getByLabelText('Choose image'), new File(['png bytes'], 'dress.png', { type: 'image/png' }));
    expect(await screen.findByText('Wait please image is uploading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    releaseUpload(
      Response.json({ url: '/uploads/dress-800.webp', srcSet: [{ width: 800, url: '/uploads/dress-800.webp' }] }, { status: 201 }),
    );
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', '/uploads/dress-800.webp');
    expect(callsTo(fetchMock, 'POST', '/uploadImage')[0]?.body).toEqual({
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });

    await user.click(screen.getByRole('checkbox', { name: 'Final sale' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toEqual({
      name: 'Linen Dress',
      // No handle: the shop makes one from the name; no title or description for search engines: made too.
      seoTitle: '',
      seoDescription: '',
      category: 'dress',
      categories: [],
      colors: ['beige', 'green'],
      sizes: ['s', 'm', 'l'],
      sizeSet: 'letters',
      price: 89.5,
      oldPrice: 120,
      description: 'Cool in summer.',
      image: '/uploads/dress-800.webp',
      imageColor: null,
      gallery: [],
      finalSale: true,
      stock: null,
      // Every variant, with nothing of its own yet: the product's price, and the default SKU.
      variants: ['beige', 'green'].flatMap((color) =>
        ['s', 'm', 'l'].map((size) => ({ color, size, price: null, oldPrice: null, weight: null, barcode: null })),
      ),
    });
  });

  it('sends the stock grid when stock is tracked, and no image for a drawn placeholder', async () => {
    const { user, fetchMock } = await renderAddProductPage(created);
    await fillInRequiredFields(user, {
      name: 'Gold Hoops',
      category: 'jewellery',
      color: 'gold',
      price: '35',
      description: 'Small and light.',
    });
    for (const size of ['M', 'L', 'XL']) await user.click(screen.getByRole('checkbox', { name: `Size ${size}` }));
    await user.click(screen.getByRole('switch', { name: 'Track stock per colour and size' }));
    await user.type(screen.getByLabelText('Gold S in stock'), '7');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product added successfully');
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({
      colors: ['gold'],
      sizes: ['s'],
      image: '',
      oldPrice: null,
      stock: [{ color: 'gold', size: 's', stock: 7 }],
    });
  });

  it("offers the shop's other categories as 'More categories (optional)', and sends the ones ticked but the main one", async () => {
    const { user, fetchMock } = await renderAddProductPage(created);
    await fillInRequiredFields(user, { name: 'Gift Tee', category: 'mens', color: 'black', price: '24', description: 'Soft.' });
    const group = screen.getByRole('group', { name: 'More categories (optional)' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['womens', 'kids', 'accessories', 'dress', 'jewellery', 'cosmetics']);
    await user.click(within(group).getByRole('checkbox', { name: 'Kids' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Accessories' }));
    // Kids made the main category leaves the further ones.
    await user.selectOptions(screen.getByLabelText('Category'), 'kids');
    expect(within(group).queryByRole('checkbox', { name: 'Kids' })).not.toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Mens' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product added successfully');
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({
      category: 'kids',
      categories: ['accessories'],
    });
  });

  it("shows the server's refusal of a further category beside the group", async () => {
    const { user } = await renderAddProductPage(({ method, path }) =>
      method === 'POST' && path === '/products/create-product'
        ? fieldRefusal('categories', "There is no category 'dress': add it under Categories first.")
        : undefined,
    );
    await fillInRequiredFields(user, { name: 'Gift Tee', category: 'mens', color: 'black', price: '24', description: 'Soft.' });
    await user.click(screen.getByRole('checkbox', { name: 'Dress' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('group', { name: 'More categories (optional)' })).toHaveAccessibleDescription(
      "There is no category 'dress': add it under Categories first.",
    );
    expect(screen.getByRole('checkbox', { name: 'Dress' })).toBeChecked();
  });

  it('sells a gift card: ticked, it takes One size and sends its values and custom amount', async () => {
    const { user, fetchMock } = await renderAddProductPage(created);
    await fillInRequiredFields(user, {
      name: 'Gift Card',
      category: 'accessories',
      color: 'black',
      price: '25',
      description: 'For anyone.',
    });
    expect(screen.queryByLabelText('Values ($)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sell as a gift card' }));
    expect(screen.getByRole('checkbox', { name: 'Sell as a gift card' })).toHaveAccessibleDescription(
      'Bought for someone by email: no colour or size to choose, no stock, nothing shipped. Its tax class becomes gift-card, which pays no tax unless your tax table gives that class a rate.',
    );
    expect(screen.getByLabelText('Values ($)')).toHaveValue('25, 50, 100');
    expect(screen.getByText('A gift card takes one colour and One size.')).toBeInTheDocument();
    // The sizes were untouched: a gift card is One size.
    expect(screen.getByRole('checkbox', { name: 'Size One size' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Size S' })).not.toBeChecked();
    expect(screen.queryByLabelText('Lowest ($)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Also sell a custom amount' }));
    expect(screen.getByLabelText('Lowest ($)')).toHaveValue(10);
    expect(screen.getByLabelText('Highest ($)')).toHaveValue(500);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product added successfully');
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({
      colors: ['black'],
      sizes: ['one-size'],
      sizeSet: 'one-size',
      // Untaxed unless the tax table gives gift cards a rate.
      taxClass: 'gift-card',
      giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 500 },
    });
  });

  it("says when a gift card's values are not numbers, and shows the server's refusal under them", async () => {
    const { user, fetchMock } = await renderAddProductPage(({ method, path }) =>
      method === 'POST' && path === '/products/create-product'
        ? fieldRefusal('giftCard.amounts', 'This shop sells gift cards of $100.00 at most.')
        : undefined,
    );
    await fillInRequiredFields(user, {
      name: 'Gift Card',
      category: 'accessories',
      color: 'black',
      price: '25',
      description: 'For anyone.',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Sell as a gift card' }));
    const values = screen.getByLabelText('Values ($)');
    await user.clear(values);
    await user.type(values, '25, fifty');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(values).toHaveAccessibleDescription('Separated by commas, up to 8. Write the values as numbers, separated by commas.'),
    );
    expect(callsTo(fetchMock, 'POST', '/products/create-product')).toHaveLength(0);

    await user.clear(values);
    await user.type(values, '$200, 50');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add the product.Please check the highlighted fields.');
    expect(values).toHaveAccessibleDescription('Separated by commas, up to 8. This shop sells gift cards of $100.00 at most.');
    expect(values).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({
      giftCard: { amounts: [50, 200], customMin: null, customMax: null },
    });
  });

  it("shows the server's refusal beside its field and keeps everything typed", async () => {
    const { user, router } = await renderAddProductPage(({ method, path }) =>
      method === 'POST' && path === '/products/create-product'
        ? fieldRefusal('oldPrice', 'oldPrice must be above price', 'Invalid input: oldPrice must be above price')
        : undefined,
    );
    await fillInRequiredFields(user, { name: 'Silk Scarf', category: 'accessories', color: 'red', price: '40', description: 'Pure silk.' });
    await user.type(screen.getByLabelText('Old Price'), '30');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add the product.Please check the highlighted fields.');
    expect(screen.getByLabelText('Old Price')).toHaveAccessibleDescription(
      'Optional. Shown struck through beside the price. Old price must be above price',
    );
    expect(screen.getByLabelText('Old Price')).toHaveFocus();
    expect(screen.getByLabelText('Product Name')).toHaveValue('Silk Scarf');
    expect(screen.getByLabelText('Description')).toHaveValue('Pure silk.');
    expect(router.state.location.pathname).toBe('/dashboard/add-product');
  });
});
