import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { renderApp } from '@/test/render-app';

const tee = { _id: 'p1', name: 'Oat Tee', price: 19.99, image: '/uploads/oat.webp', color: 'beige', size: 'm' };

describe("the 'Your Bag' panel", () => {
  it("opens from the bag icon as a dialog, shows 'Bag empty' and closes on Esc", async () => {
    const { user } = await renderApp('/');
    const bagButton = screen.getByRole('button', { name: /open bag/i });

    await user.click(bagButton);
    const dialog = screen.getByRole('dialog', { name: 'Your Bag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Bag empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bagButton).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /open bag/i }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the lines with the totals, Tax(6%) and the grand total, and asks a signed-out shopper to sign in', async () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().increment(tee._id);
    const { user } = await renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Open bag, 2 items' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Bag' });
    const line = within(dialog).getByRole('listitem');
    expect(line).toHaveTextContent('1.');
    expect(line).toHaveTextContent('Oat Tee');
    expect(line).toHaveTextContent('$19.99');
    expect(line).toHaveTextContent('Quantity 2');

    const summary = within(dialog).getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$39.98');
    expect(within(summary).getByText('Tax(6%)').nextElementSibling).toHaveTextContent('$2.40');
    expect(within(summary).getByText('Grand Total').nextElementSibling).toHaveTextContent('$42.38');
    expect(within(summary).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Oat Tee' }));
    expect(line).toHaveTextContent('Quantity 1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByText('Bag empty')).toBeInTheDocument();
  });

  it('does not ask a signed-in shopper to sign in', async () => {
    useAuthStore.setState({ user: { _id: 'u1', role: 'user' } });
    useCartStore.getState().add(tee);
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open bag, 1 item' }));
    expect(within(screen.getByRole('dialog')).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
