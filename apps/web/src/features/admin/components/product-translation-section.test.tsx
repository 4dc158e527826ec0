import type { ProductTranslation } from '@shop/shared/translation.schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { UpdateProductPage } from '../pages/update-product-page';

// makeProduct's Heavy Cotton Tee, with an English search title of its own.
const product = makeProduct({ _id: 'p7', seoTitle: 'Heavy Cotton Tee, boxy and warm' });

const saved: ProductTranslation = {
  language: 'fr',
  name: 'T-shirt en coton épais',
  description: '',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** The product, and its French words as the server keeps them. */
function translationsApi(refusal?: { status: number; body: object }): ApiHandler {
  let translations = [saved];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/products/p7') return Response.json({ product, reviews: [] });
    if (method === 'GET' && path === '/products/p7/translations') return Response.json({ translations });
    if (method === 'PUT' && path === '/products/p7/translations') {
      if (refusal) return Response.json(refusal.body, { status: refusal.status });
      translations = [{ ...saved, ...(body as object), updatedAt: '2026-03-02T10:00:00.000Z' }];
      return Response.json({ message: 'Translation saved.', translations });
    }
    return undefined;
  };
}

const render = (api: ApiHandler) =>
  renderAdminPage(<UpdateProductPage />, { route: '/dashboard/update-product/:id', path: '/dashboard/update-product/p7', api });

const frenchSection = async () => screen.findByRole('region', { name: 'French' });

/** The French section, its words opened (closed, its fields are not on the page). */
const openFrenchSection = async (user: UserEvent) => {
  const section = await frenchSection();
  await user.click(await within(section).findByRole('button', { name: 'Edit the French words', expanded: false }));
  return section;
};

describe("the product editor's French section", () => {
  it('shows the saved French words, the English ones as placeholders, and what the French page falls back to', async () => {
    const { user } = await render(translationsApi());
    const closed = await frenchSection();
    // Closed, the editor's own 'Name' and 'Description' are the only fields of those names.
    expect(await within(closed).findByText('Given.')).toBeInTheDocument();
    expect(within(closed).queryByLabelText('Name in French')).toBeNull();
    const section = await openFrenchSection(user);
    const name = await within(section).findByLabelText('Name in French');
    expect(name).toHaveValue('T-shirt en coton épais');
    expect(name).toHaveAttribute('lang', 'fr');
    const description = within(section).getByLabelText('Description in French');
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', 'A boxy tee in heavy cotton.');
    // The English search title stands in for an empty French one, field by field.
    expect(within(section).getByLabelText('Search result title in French (optional)')).toHaveAccessibleDescription(
      'Empty: search results show "Heavy Cotton Tee, boxy and warm".',
    );
    expect(within(section).getAllByText('/fr/shop/p7')[0]!).toBeInTheDocument();
  });

  it('saves the French words as a whole, empty fields included', async () => {
    const { user, fetchMock } = await render(translationsApi());
    const section = await openFrenchSection(user);
    await user.type(await within(section).findByLabelText('Description in French'), 'Un t-shirt ample en coton épais.');
    await user.type(within(section).getByLabelText('Search result title in French (optional)'), 'T-shirt épais');
    await user.click(within(section).getByRole('button', { name: 'Save French' }));

    expect(await screen.findByText('Translation saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/products/p7/translations').map((call) => call.body)).toEqual([
      {
        language: 'fr',
        name: 'T-shirt en coton épais',
        description: 'Un t-shirt ample en coton épais.',
        seoTitle: 'T-shirt épais',
        seoDescription: '',
      },
    ]);
    // The form starts again from what the server kept.
    await waitFor(() => expect(within(section).getByLabelText('Description in French')).toHaveValue('Un t-shirt ample en coton épais.'));
  });

  it('checks the words with the shared rules before sending, and shows the server’s refusal under its field', async () => {
    const refusal = {
      status: 400,
      body: { message: 'Invalid input', errors: [{ path: 'seoDescription', message: 'seoDescription must be on one line' }] },
    };
    const { user, fetchMock } = await render(translationsApi(refusal));
    const section = await openFrenchSection(user);
    const name = await within(section).findByLabelText('Name in French');
    await user.clear(name);
    await user.type(name, 'x'.repeat(121));
    await user.click(within(section).getByRole('button', { name: 'Save French' }));
    expect(await within(section).findByText('name must be at most 120 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/products/p7/translations')).toEqual([]);

    await user.clear(name);
    await user.click(within(section).getByRole('button', { name: 'Save French' }));
    expect(await within(section).findByText('seoDescription must be on one line')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/products/p7/translations')).toHaveLength(1);
  });

  it('says when the French words could not be loaded, and asks again', async () => {
    let failing = true;
    const api: ApiHandler = (call) => {
      if (call.method === 'GET' && call.path === '/products/p7/translations' && failing) {
        return Response.json({ message: 'Database busy' }, { status: 503 });
      }
      return translationsApi()(call);
    };
    const { user } = await render(api);
    const section = await frenchSection();
    expect(await within(section).findByText('Could not load the French words.')).toBeInTheDocument();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await openFrenchSection(user);
    expect(await within(section).findByLabelText('Name in French')).toHaveValue('T-shirt en coton épais');
  });
});
