import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the home page', () => {
  it('shows the tagline and a Shop Now button to /shop', async () => {
    await renderApp('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Providing you with the best material, the most updated fashion and the best service.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Home | Test Threads');
  });

  it('links the category tiles to the filtered shop and the studio tiles to their pages', async () => {
    await renderApp('/');
    const expected = [
      ['Womens', '/shop?category=womens'],
      ['Mens', '/shop?category=mens'],
      ['Kids', '/shop?category=kids'],
      ['Web Services', '/services'],
      ['Photography', '/photography'],
      ['Design', '/design'],
      ['[HIS]tory', '/pages'],
    ] as const;
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens the filtered shop from a category tile', async () => {
    const { user, router } = await renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Kids' }));
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    expect(router.state.location.search).toBe('?category=kids');
  });
});
