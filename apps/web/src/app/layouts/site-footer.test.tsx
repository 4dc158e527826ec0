import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linksIn } from '@/test/links';
import { renderApp } from '@/test/render-app';

describe('the footer', () => {
  it('links the company pages and the useful links, shows six images, the contact line and the copyright', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');

    const menus = Object.fromEntries(
      within(footer)
        .getAllByRole('navigation')
        .map((nav) => [nav.getAttribute('aria-label'), linksIn(nav)]),
    );
    expect(menus).toEqual({
      Company: [
        ['About', '/about'],
        ['Terms', '/terms'],
        ['Help', '/help'],
        ['Contact', '/contact'],
      ],
      'Useful Links': [
        ['Shop', '/shop'],
        ['Search', '/search'],
        ['Pages', '/pages'],
        ['Refund Policy', '/terms#refund'],
        ['Privacy', '/terms#privacy'],
      ],
    });

    expect(within(footer).getAllByRole('img')).toHaveLength(6);
    expect(within(footer).getByText('Portland, Oregon', { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'hello@test-threads.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test-threads.example',
    );
    expect(within(footer).getByText('© 2025 Test Threads. All rights reserved.')).toBeInTheDocument();
  });
});
