import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linksIn } from '@/test/links';
import { renderApp } from '@/test/render-app';

describe('the footer', () => {
  it('links the company pages and the useful links, shows six images, the contact line and the copyright', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');

    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(linksIn(company)).toEqual([
      ['About', '/about'],
      ['Terms', '/terms'],
      ['Help', '/help'],
      ['Contact', '/contact'],
    ]);

    const useful = within(footer).getByRole('navigation', { name: 'Useful Links' });
    expect(linksIn(useful)).toEqual([
      ['Shop', '/shop'],
      ['Search', '/search'],
      ['Pages', '/pages'],
      ['Refund Policy', '/terms#refund'],
      ['Privacy', '/terms#privacy'],
    ]);

    expect(within(footer).getAllByRole('img')).toHaveLength(6);
    expect(within(footer).getByText('Portland, Oregon', { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'hello@test-threads.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test-threads.example',
    );
    expect(within(footer).getByText('© 2025 Test Threads. All rights reserved.')).toBeInTheDocument();
  });
});
