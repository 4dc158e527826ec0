import { buyInTestMode, newAdmin, newCustomer, uniqueId } from '../support/api';
import { expect, test } from '../support/test';
import { fillShippingAddress, signIn, solidPng } from '../support/shop';

test.describe('a shop owner runs the shop from the dashboard alone', () => {
  test('a product with a picture per colour and stock, a price change, an order moved on, and the audit log', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Harbour Tee ${uniqueId()}`;
    // An owner of the journey's own, whose changes alone the audit log is read for.
    const { account: owner, api: ownerApi } = await newAdmin('Owner');
    await ownerApi.dispose();
    await signIn(page, owner);

    // 1. A product in black and blue, a picture for each colour, and stock per variant.
    await page.goto('/dashboard/add-product');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('mens');
    await page.getByLabel('Color', { exact: true }).selectOption('black');
    await page.getByRole('checkbox', { name: 'Blue' }).check();
    await page.getByRole('checkbox', { name: 'Size M' }).check();
    await page.getByLabel('Price', { exact: true }).fill('30');
    await page.getByLabel('Description').fill('A heavy tee for harbour mornings.');
    await page.getByLabel('Choose image').setInputFiles([
      { name: 'black.png', mimeType: 'image/png', buffer: solidPng(64, [20, 20, 20]) },
      { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(64, [40, 80, 200]) },
    ]);
    const second = page.getByRole('img', { name: 'Preview of picture 2' });
    await expect(second).toHaveAttribute('src', /^\/uploads\//);
    // The shop serves the stored picture back, and the browser draws it.
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const bluePicture = (await second.getAttribute('src'))!;
    await page.getByLabel('Colour of picture 1').selectOption('black');
    await page.getByLabel('Colour of picture 2').selectOption('blue');
    await page.getByRole('switch', { name: 'Track stock per colour and size' }).check();
    await page.getByLabel('Black M in stock').fill('5');
    await page.getByLabel('Blue M in stock').fill('4');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();

    // 2. It is in the shop; choosing blue shows the blue picture.
    const { products } = (await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()) as {
      products: { _id: string; name: string }[];
    };
    const product = products.find((candidate) => candidate.name === name)!;
    await page.goto('/shop?category=mens');
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await page.goto(`/shop/${product._id}`);
    const picture = page.getByRole('img', { name: new RegExp(`^${name}`) }).first();
    await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'false');
    await expect(picture).not.toHaveAttribute('src', bluePicture);
    await page.getByLabel('Color', { exact: true }).selectOption('blue');
    await expect(picture).toHaveAttribute('src', bluePicture);
    await expect(picture).toHaveAccessibleName(`${name} in Blue`);
    await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');

    // 3. The owner changes its price.
    await page.goto(`/dashboard/update-product/${product._id}`);
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('30.00');
    await page.getByLabel('Price', { exact: true }).fill('27.50');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();

    // A customer buys two in blue (in test mode).
    const customer = await newCustomer('Harbour');
    const order = await buyInTestMode(customer.api, [{ _id: product._id, color: 'blue', size: 'm', quantity: 2 }]);
    await customer.api.dispose();

    // 4. In Manage Orders, the new order moves to processing.
    await page.goto(`/dashboard/manage-orders?search=${order.orderId}`);
    const row = page.getByRole('row').filter({ hasText: order.orderId });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Edit ${order.orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit order status' });
    await dialog.getByLabel('Status').selectOption('processing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(row).toContainText('processing');

    // The blue M stock went down by the two sold.
    await page.goto(`/dashboard/update-product/${product._id}`);
    await expect(page.getByLabel('Blue M in stock')).toHaveValue('2');

    // 5. The audit log lists each change, with who made it. (The dashboard's totals are the
    // whole shop's, which other journeys' orders move at any moment: admin-stats-test-mode.test.ts
    // proves that a paid test order counts in them.)
    await page.goto(`/dashboard/audit?admin=${owner._id}`);
    const log = page.getByRole('table', { name: 'Audit log' });
    const added = log.getByRole('row').filter({ hasText: 'Added a product' }).filter({ hasText: name });
    await expect(added).toHaveCount(1);
    const edited = log.getByRole('row').filter({ hasText: 'Edited a product' }).filter({ hasText: name });
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText('30.00');
    await expect(edited).toContainText('27.50');
    const moved = log.getByRole('row').filter({ hasText: 'Moved an order' }).filter({ hasText: order.orderId });
    await expect(moved).toContainText('processing');
    await expect(moved).toContainText(owner.username);
  });

  test('a category of its own: added, given a product, found by shoppers under its name, then hidden', async ({ page }) => {
    test.setTimeout(90_000);
    const id = uniqueId();
    const category = `Outerwear ${id}`;
    const name = `Rain Shell ${id}`;
    const { account: owner, api: ownerApi } = await newAdmin('Categories');
    await ownerApi.dispose();
    await signIn(page, owner);

    // 1. The owner adds it; its handle follows the name.
    await page.goto('/dashboard/categories');
    await page.getByRole('button', { name: 'Add category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Name').fill(category);
    await expect(dialog.getByLabel('Handle')).toHaveValue(`outerwear-${id}`);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Category added.')).toBeVisible();

    // 2. A product in it, chosen by its name in the product form.
    await page.goto('/dashboard/add-product');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption({ label: category });
    await page.getByLabel('Color', { exact: true }).selectOption('black');
    await page.getByLabel('Price', { exact: true }).fill('120');
    await page.getByLabel('Description').fill('Keeps the rain out.');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();

    // 3. Shoppers find it under the category's name, and the product page names it.
    await page.goto('/shop');
    await page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: category, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`/shop\\?category=outerwear-${id}$`));
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: category })).toHaveAttribute('href', `/shop?category=outerwear-${id}`);

    // 4. Hidden, it leaves the filter; its product stays in the shop.
    await page.goto('/dashboard/categories');
    await page.getByRole('button', { name: `Hide ${category}` }).click();
    await expect(page.getByRole('button', { name: `Show ${category}` })).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Mens', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: category, exact: true })).toHaveCount(0);
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  });

  test('a category, a colour and a numeric size set of their own, a product whose variants are priced apart, found, bought, and its order keeps the variant', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const id = uniqueId();
    const colour = `Teal ${id}`;
    const sizeSet = `Waist EU ${id}`;
    const category = `Workwear ${id}`;
    const name = `Canal Chinos ${id}`;
    const { account: owner, api: ownerApi } = await newAdmin('Colours');
    await ownerApi.dispose();
    await signIn(page, owner);

    // 1. A category, a colour with its paint, and a set of numeric sizes in their order.
    await page.goto('/dashboard/categories');
    await page.getByRole('button', { name: 'Add category' }).first().click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add category' });
    await categoryDialog.getByLabel('Name').fill(category);
    await categoryDialog.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Category added.')).toBeVisible();

    await page.goto('/dashboard/colors');
    await page.getByRole('button', { name: 'Add colour' }).first().click();
    const colourDialog = page.getByRole('dialog', { name: 'Add colour' });
    await colourDialog.getByLabel('Name').fill(colour);
    await expect(colourDialog.getByLabel('Handle')).toHaveValue(`teal-${id}`);
    await colourDialog.getByLabel('Hex', { exact: true }).fill('#2a7f7f');
    await colourDialog.getByRole('button', { name: 'Add colour' }).click();
    await expect(page.getByText('Colour added.')).toBeVisible();

    await page.goto('/dashboard/size-sets');
    await page.getByRole('button', { name: 'Add size set' }).first().click();
    const setDialog = page.getByRole('dialog', { name: 'Add size set' });
    await setDialog.getByLabel('Name').fill(sizeSet);
    await setDialog.getByLabel('Sizes').fill('44, 46, 48, 50');
    await setDialog.getByRole('button', { name: 'Add size set' }).click();
    await expect(page.getByText('Size set added.')).toBeVisible();

    // 2. A product in that category, colour and two of those sizes; size 50 priced apart, with its own SKU.
    await page.goto('/dashboard/add-product');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption({ label: category });
    await page.getByLabel('Color', { exact: true }).selectOption({ label: colour });
    await page.getByLabel('Size set').selectOption({ label: sizeSet });
    await page.getByRole('checkbox', { name: 'Size 50' }).check();
    await page.getByRole('checkbox', { name: 'Size 46' }).check();
    await page.getByLabel('Price', { exact: true }).fill('80');
    await page.getByLabel('Description', { exact: true }).fill('Cotton twill.');
    await page.getByLabel(`${colour} 50 Price`).fill('95');
    await page.getByLabel(`${colour} 50 SKU`).fill(`CANAL-${id}-50`);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();

    // 3. Shoppers find it by the colour's and the size's filters, read 'From $80.00', and choose size 50 at $95.00.
    await page.goto('/shop');
    await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: colour, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`/shop\\?color=teal-${id}$`));
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: '50', exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`size=50`));
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('From $80.00');
    await card.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Size', { exact: true }).getByRole('option')).toHaveText(['Select size', '46', '50']);
    await page.getByLabel('Size', { exact: true }).selectOption('50');
    await expect(page.getByText('$95.00', { exact: true })).toBeVisible();
    await expect(page.getByText(`SKU CANAL-${id}-50`)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    // 4. Bought at the variant's price; the order keeps its SKU and price.
    await page.getByRole('button', { name: /^Open bag/ }).click();
    const bag = page.getByRole('dialog', { name: 'Your Bag' });
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
    await expect(page.getByText(`teal-${id}, 50, SKU CANAL-${id}-50`)).toBeVisible();
    await fillShippingAddress(page);
    await page.getByRole('button', { name: 'Pay $100.70' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
    await page.getByRole('link', { name: 'View your orders' }).click();
    await page
      .getByRole('link', { name: /^view order / })
      .first()
      .click();
    await expect(page.getByText(`SKU CANAL-${id}-50`)).toBeVisible();
    await expect(page.getByText('1 × $95.00')).toBeVisible();
  });
});
