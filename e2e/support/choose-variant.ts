import type { Page } from '@playwright/test';

/**
 * On a product page: the first colour that has a size to buy (a product in one colour has it
 * chosen already), then that size. Add to Cart needs both.
 */
export async function chooseVariant(page: Page): Promise<void> {
  const color = page.getByLabel('Color', { exact: true });
  const size = page.getByLabel('Size', { exact: true });
  const available = size.locator('option:not([disabled]):not([value=""])');
  const colors = await color
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  for (const value of colors) {
    await color.selectOption(value);
    if ((await available.count()) > 0) break;
  }
  await size.selectOption((await available.first().getAttribute('value')) ?? '');
}
