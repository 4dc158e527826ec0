import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testSettings } from '@/test/render-app';

/** The elements `scrollIntoView` was called on (the setup file replaces it with a mock). */
function scrolledTo(): Element[] {
  return vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
}

describe('the terms page', () => {
  it('links to the refund and privacy sections on the page', async () => {
    await renderApp('/terms');

    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '#refund');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('region', { name: 'Refund Policy' })).toHaveAttribute('id', 'refund');
    expect(screen.getByRole('region', { name: 'Privacy Policy' })).toHaveAttribute('id', 'privacy');
  });

  it('states the exchange-only refund policy in full', async () => {
    await renderApp('/terms');
    const refund = screen.getByRole('region', { name: 'Refund Policy' });

    expect(refund).toHaveTextContent('We offer exchanges only; we do not give refunds.');
    expect(within(refund).getByText('The exchange must be requested within 30 days of purchase.')).toBeInTheDocument();
    expect(within(refund).getByText('The item must be unused and in its original packaging.')).toBeInTheDocument();
    expect(within(refund).getByText('The customer pays the return shipping.')).toBeInTheDocument();
    expect(within(refund).getByText('Final-sale items are excluded and cannot be exchanged.')).toBeInTheDocument();
    expect(within(refund).getByText('A return authorization number is issued for every accepted request.')).toBeInTheDocument();
    expect(within(refund).getAllByRole('link', { name: testSettings.email })[0]).toHaveAttribute('href', `mailto:${testSettings.email}`);
  });

  it('says that card data is not stored, and names each cookie the shop sets', async () => {
    await renderApp('/terms');
    const privacy = screen.getByRole('region', { name: 'Privacy Policy' });

    expect(privacy).toHaveTextContent('Card payments are processed by our payment provider');
    expect(privacy).toHaveTextContent('stores no card data');
    expect(privacy).toHaveTextContent('We use no tracking or advertising cookies.');
    expect(privacy).toHaveTextContent('A session cookie that keeps you signed in.');
    expect(privacy).toHaveTextContent('currency, set when you choose the currency prices are shown in');
    expect(privacy).toHaveTextContent('shop_announcement_closed, set when you close the announcement');
    expect(within(privacy).getByRole('heading', { level: 3, name: 'What we keep, and why' })).toBeInTheDocument();
  });

  it('says what the shop stores and for how long, quoting its settings', async () => {
    await renderApp('/terms');
    const privacy = screen.getByRole('region', { name: 'Privacy Policy' });
    expect(within(privacy).getByRole('heading', { level: 3, name: 'What we store, and for how long' })).toHaveAttribute('id', 'retention');
    expect(privacy).toHaveTextContent('deleted 30 days after it was queued');
    expect(privacy).toHaveTextContent('They keep no IP address and no user agent.');
    expect(privacy).toHaveTextContent(
      'The session cookie is named shop_session. A session ends after 7 days without use, and at the latest 30 days after you signed in.',
    );
  });

  it('scrolls to the section named by the hash when opened at /terms#refund', async () => {
    await renderApp('/terms#refund');
    expect(scrolledTo()).toContain(document.getElementById('refund'));
  });

  it('scrolls to the privacy section when a link from another page leads there', async () => {
    const { user, router } = await renderApp('/');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' }));

    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(router.state.location.hash).toBe('#privacy');
    expect(scrolledTo()).toContain(document.getElementById('privacy'));
  });
});
