import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testSettings } from '@/test/render-app';

describe('the help page', () => {
  it('explains the benefits of cotton shirts and how to care for them', async () => {
    await renderApp('/help');

    const benefits = screen.getByRole('region', { name: 'Why cotton' });
    for (const name of ['Breathable', 'Soft', 'Durable', 'Hypoallergenic', 'Absorbent', 'Natural']) {
      expect(within(benefits).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const care = screen.getByRole('region', { name: 'Caring for your cotton' });
    expect(within(care).getAllByRole('listitem')).toHaveLength(5);
    expect(within(care).getByText(/Skip bleach/)).toBeInTheDocument();
  });

  it('answers common questions and points to where to ask more', async () => {
    const { user } = await renderApp('/help');

    const answer = screen.getByText(/Our cotton is pre-shrunk/);
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('Will my tee shrink?'));
    expect(answer).toBeVisible();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: testSettings.email })).toHaveAttribute('href', `mailto:${testSettings.email}`);
    expect(main.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(main.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/terms#refund');
  });
});
