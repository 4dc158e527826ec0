import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteContentAnswer } from '@/features/site-content/testing/site-content-api';
import { linksIn } from '@/test/links';
import { renderApp } from '@/test/render-app';

describe('the footer as the owner edited it', () => {
  it("shows the saved columns in order, links of the shop and https ones, and the saved shop details in place of the settings'", async () => {
    await renderApp('/contact', {
      api: siteContentAnswer({
        footer: {
          blurb: 'Organic cotton, printed in Bend.',
          columns: [
            {
              title: 'Help',
              links: [
                { label: 'Shipping', to: '/help#shipping' },
                { label: 'Returns', to: '/terms#refund' },
              ],
            },
            { title: 'Elsewhere', links: [{ label: 'Journal', to: 'https://journal.example.com/' }] },
            { title: 'Studio', links: [{ label: 'Lookbook', to: '/photography' }] },
          ],
          details: { name: 'Sage & Clay', email: 'studio@sage.example', phone: '', location: 'Bend, Oregon' },
        },
      }),
    });
    const footer = screen.getByRole('contentinfo');
    const menus = within(footer)
      .getAllByRole('navigation')
      .map((nav) => [nav.getAttribute('aria-label'), linksIn(nav)]);
    expect(menus).toEqual([
      [
        'Help',
        [
          ['Shipping', '/help#shipping'],
          ['Returns', '/terms#refund'],
        ],
      ],
      ['Elsewhere', [['Journal', 'https://journal.example.com/']]],
      ['Studio', [['Lookbook', '/photography']]],
    ]);
    expect(within(footer).getByText('Organic cotton, printed in Bend.')).toBeInTheDocument();
    expect(within(footer).getByText('Bend, Oregon', { exact: false })).toBeInTheDocument();
    expect(within(footer).queryByText('Portland, Oregon', { exact: false })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'studio@sage.example' })).toHaveAttribute('href', 'mailto:studio@sage.example');
    // A detail left empty is the shop's setting.
    expect(within(footer).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(footer).getByText('© 2025 Sage & Clay. All rights reserved.')).toBeInTheDocument();
    // The image grid stays.
    expect(within(footer).getAllByRole('img')).toHaveLength(6);
  });
});
