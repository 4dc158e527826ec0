import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testSettings } from '@/test/render-app';

describe('the web services page', () => {
  it('shows the Web Development card as Coming Soon', async () => {
    await renderApp('/services');

    const card = screen.getByRole('region', { name: 'Web Development' });
    expect(card).toHaveTextContent('Coming Soon');
    expect(within(screen.getByRole('main')).getByRole('link', { name: testSettings.email })).toHaveAttribute(
      'href',
      `mailto:${testSettings.email}`,
    );
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
