import { CategoryInputSchema } from '@shop/shared/category.schema';
import { describe, expect, it } from 'vitest';
import { CATEGORY_HANDLE_MAX, handleFromName } from './category-handle';

describe('handleFromName', () => {
  it.each([
    ['Mens', 'mens'],
    ['Summer Sale', 'summer-sale'],
    ['Summer Sale!', 'summer-sale'],
    ["Men's  tees", 'mens-tees'],
    ['Bags & shoes', 'bags-shoes'],
    ['Café crème', 'cafe-creme'],
    ['  -Kids- ', 'kids'],
    ['2025 drop', '2025-drop'],
    ['!!!', ''],
  ])('%j → %j', (name, handle) => {
    expect(handleFromName(name)).toBe(handle);
  });

  it('cuts a long name to a handle the shared rule takes, without a trailing hyphen', () => {
    const handle = handleFromName('The very long name of a category that goes on and on');
    expect(handle).toBe('the-very-long-name-of-a-catego');
    expect(handle.length).toBeLessThanOrEqual(CATEGORY_HANDLE_MAX);
    expect(handleFromName('abcdefghijklmnopqrstuvwxyzabc defg')).toBe('abcdefghijklmnopqrstuvwxyzabc');
    expect(CategoryInputSchema.shape.handle.safeParse(handle).success).toBe(true);
  });
});
