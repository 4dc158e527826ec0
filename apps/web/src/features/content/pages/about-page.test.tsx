import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testSettings } from '@/test/render-app';

describe('the about page', () => {
  it('tells the studio story and says it was established in 2010', async () => {
    await renderApp('/about');

    expect(screen.getByText('Established 2010')).toBeInTheDocument();
    expect(screen.getByText(/Test Threads is a small apparel and design studio, established in 2010\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it started' })).toBeInTheDocument();

    const facts = screen.getByRole('complementary', { name: 'The studio at a glance' });
    expect(within(facts).getByText('2010')).toBeInTheDocument();
  });

  it("shows the shop's location and contact details from the settings", async () => {
    await renderApp('/about');
    const facts = screen.getByRole('complementary', { name: 'The studio at a glance' });

    expect(within(facts).getByText(`Test Threads, ${testSettings.city}, ${testSettings.state}`)).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: testSettings.email })).toHaveAttribute('href', `mailto:${testSettings.email}`);
    expect(within(facts).getByRole('link', { name: testSettings.phone })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(facts).getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
  });

  it('links to the studio services', async () => {
    await renderApp('/about');
    expect(screen.getByRole('link', { name: /Web Services/ })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: /^Photography/ })).toHaveAttribute('href', '/photography');
    expect(screen.getByRole('link', { name: /^Design/ })).toHaveAttribute('href', '/design');
  });
});
