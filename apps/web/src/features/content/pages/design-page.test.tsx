import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the design page', () => {
  it('shows a Coming Soon card whose Explore Designs button does nothing', async () => {
    const { user, router } = await renderApp('/design');
    const card = screen.getByRole('region', { name: 'Design for small brands' });
    expect(card).toHaveTextContent('Coming Soon');

    const button = screen.getByRole('button', { name: 'Explore Designs' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(router.state.location.pathname).toBe('/design');
    expect(screen.getByRole('heading', { level: 1, name: 'Design' })).toBeInTheDocument();
  });
});
