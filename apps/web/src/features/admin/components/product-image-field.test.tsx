import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { fieldRefusal } from '@/test/api-answers';
import { renderAdminPage } from '@/test/render-page';
import { UpdateProductPage } from '../pages/update-product-page';
import { fillInRequiredFields, renderAddProductPage } from '../testing/product-form';

/** Answers each upload with the next picture: /uploads/pic1-800.webp, /uploads/pic2-800.webp, ... */
function uploads(): ApiHandler {
  let count = 0;
  return ({ method, path }) => {
    if (method !== 'POST' || path !== '/uploadImage') return undefined;
    count += 1;
    const url = `/uploads/pic${count}-800.webp`;
    return Response.json({ url, srcSet: [{ width: 800, url }] }, { status: 201 });
  };
}

const created: ApiHandler = ({ method, path }) =>
  method === 'POST' && path === '/products/create-product'
    ? Response.json({ message: 'Product added successfully', product: makeProduct({ _id: 'new' }) }, { status: 201 })
    : undefined;

const both =
  (...handlers: ApiHandler[]): ApiHandler =>
  (call) => {
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer) return answer;
    }
    return undefined;
  };

const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

const previews = () =>
  within(screen.getByRole('group', { name: /Pictures/ }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

describe("the product form's pictures", () => {
  it('uploads several pictures, reorders them from the keyboard, ties them to colours and removes one', async () => {
    const { user, fetchMock } = await renderAddProductPage(both(uploads(), created));
    await fillInRequiredFields(user, { name: 'Tee', category: 'mens', color: 'black', price: '30', description: 'Soft.' });
    await user.click(screen.getByRole('checkbox', { name: 'Red' }));

    await user.upload(screen.getByLabelText('Choose image'), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(previews()).toEqual(['/uploads/pic1-800.webp', '/uploads/pic2-800.webp', '/uploads/pic3-800.webp']));
    expect(callsTo(fetchMock, 'POST', '/uploadImage')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', '/uploads/pic1-800.webp');
    expect(screen.getByLabelText('Add image')).toBeInTheDocument();

    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 down' })).toBeDisabled();

    // Picture 2 becomes the main picture, from the keyboard; the keyboard stays with it.
    screen.getByRole('button', { name: 'Move picture 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(previews()).toEqual(['/uploads/pic2-800.webp', '/uploads/pic1-800.webp', '/uploads/pic3-800.webp']);
    expect(screen.getByRole('button', { name: 'Move picture 1 down' })).toHaveFocus();
    expect(screen.getByText('Picture moved to position 1 of 3: it is now the main picture.')).toBeInTheDocument();

    // Each picture offers 'Any colour' and the product's colours.
    const firstColour = screen.getByLabelText('Colour of picture 1');
    expect(
      within(firstColour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any colour', 'Black', 'Red']);
    await user.selectOptions(firstColour, 'red');
    await user.selectOptions(screen.getByLabelText('Colour of picture 3'), 'black');

    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(previews()).toEqual(['/uploads/pic2-800.webp', '/uploads/pic3-800.webp']);
    expect(screen.getByRole('button', { name: 'Remove picture 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/products/create-product')[0]?.body).toMatchObject({
      colors: ['black', 'red'],
      image: '/uploads/pic2-800.webp',
      imageColor: 'red',
      gallery: [{ image: '/uploads/pic3-800.webp', color: 'black' }],
    });
  }, 15_000);

  it('keeps the pictures already there when an upload fails, and says why', async () => {
    let calls = 0;
    const { user } = await renderAddProductPage(({ method, path }) => {
      if (method !== 'POST' || path !== '/uploadImage') return undefined;
      calls += 1;
      return calls === 1
        ? Response.json({ url: '/uploads/ok-800.webp', srcSet: [] }, { status: 201 })
        : Response.json({ message: 'GIF images are not accepted. Please upload a JPEG, PNG, WebP or AVIF image.' }, { status: 400 });
    });
    await user.upload(screen.getByLabelText('Choose image'), png('ok.png'));
    await waitFor(() => expect(previews()).toEqual(['/uploads/ok-800.webp']));
    await user.upload(screen.getByLabelText('Add image'), png('moving.png'));
    expect(await screen.findByText('GIF images are not accepted. Please upload a JPEG, PNG, WebP or AVIF image.')).toBeInTheDocument();
    expect(previews()).toEqual(['/uploads/ok-800.webp']);
    expect(screen.getByText('JPEG, PNG, WebP or AVIF, up to 5 MB.')).toBeInTheDocument();
  });

  it('fills the stored pictures and their colours, and unties a picture from a colour the product no longer has', async () => {
    const product = makeProduct({
      _id: 'p7',
      color: ['black', 'blue'],
      image: '/uploads/main-800.webp',
      imageColor: 'black',
      gallery: [
        { image: '/uploads/back-800.webp', images: [], color: 'blue' },
        { image: '/uploads/detail-800.webp', images: [], color: null },
      ],
    });
    const { user, fetchMock } = await renderAdminPage(<UpdateProductPage />, {
      route: '/dashboard/update-product/:id',
      path: '/dashboard/update-product/p7',
      api: ({ method, path }) => {
        if (method === 'GET' && path === '/products/p7') return Response.json({ product, reviews: [] });
        if (method === 'PATCH' && path === '/products/update-product/p7') {
          return Response.json({ message: 'Product updated successfully', product });
        }
        return undefined;
      },
    });
    await screen.findByLabelText('Product Name');
    expect(previews()).toEqual(['/uploads/main-800.webp', '/uploads/back-800.webp', '/uploads/detail-800.webp']);
    expect(screen.getByLabelText('Colour of picture 1')).toHaveValue('black');
    expect(screen.getByLabelText('Colour of picture 2')).toHaveValue('blue');
    expect(screen.getByLabelText('Colour of picture 3')).toHaveValue('');

    await user.click(screen.getByRole('checkbox', { name: 'Blue' }));
    expect(screen.getByLabelText('Colour of picture 2')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    const body = callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body;
    expect(body).toMatchObject({
      imageColor: 'black',
      gallery: [
        { image: '/uploads/back-800.webp', color: null },
        { image: '/uploads/detail-800.webp', color: null },
      ],
    });
    // The main picture is unchanged, so it is not sent again.
    expect(body).not.toHaveProperty('image');
  });

  it("shows the server's refusal of a picture's colour under the pictures", async () => {
    const { user } = await renderAddProductPage(
      both(uploads(), ({ method, path }) =>
        method === 'POST' && path === '/products/create-product'
          ? fieldRefusal(
              'gallery.0.color',
              "gallery picture 2 names colour 'red', which the product does not come in",
              "Invalid input: gallery picture 2 names colour 'red', which the product does not come in",
            )
          : undefined,
      ),
    );
    await fillInRequiredFields(user, { name: 'Tee', category: 'mens', color: 'black', price: '30', description: 'Soft.' });
    await user.upload(screen.getByLabelText('Choose image'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText("Gallery picture 2 names colour 'red', which the product does not come in")).toBeInTheDocument();
    expect(previews()).toHaveLength(2);
  }, 15_000);
});
