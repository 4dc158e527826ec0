import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the 404 page', () => {
  it('answers an unknown path inside the layout with the not-found texts and a way home', async () => {
    const { user, router } = await renderApp('/nope');

    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Test Threads');

    // Inside the layout: the navigation and the footer are there too.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('© 2025 Test Threads. All rights reserved.')).toBeInTheDocument();

    const home = screen.getByRole('link', { name: 'Go Back Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    // The next page's code loads before the location changes.
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
