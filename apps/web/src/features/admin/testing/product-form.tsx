/** The add product page as its tests render it, and the form's required fields filled in as an admin would. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { AddProductPage } from '../pages/add-product-page';

/** The page once the shop's categories have loaded into its Category select. */
export async function renderAddProductPage(api?: ApiHandler) {
  const rendered = await renderAdminPage(<AddProductPage />, { route: '/dashboard/add-product', path: '/dashboard/add-product', api });
  await within(screen.getByLabelText('Category')).findByRole('option', { name: 'Womens' });
  return rendered;
}

export interface RequiredProductFields {
  name: string;
  category: string;
  color: string;
  price: string;
  description: string;
}

/** Types and picks the product form's required fields, in the order the form shows them. */
export async function fillInRequiredFields(user: UserEvent, { name, category, color, price, description }: RequiredProductFields) {
  await user.type(screen.getByLabelText('Product Name'), name);
  await user.selectOptions(screen.getByLabelText('Category'), category);
  await user.selectOptions(screen.getByLabelText('Color'), color);
  await user.type(screen.getByLabelText('Price'), price);
  await user.type(screen.getByLabelText('Description'), description);
}
