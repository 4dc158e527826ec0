import { CONSENT_KINDS, consentWording, type AddressPreferences, type Consent, type ConsentKind } from '@shop/shared/consent.schema';
import type { UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
const LINK_PREFERENCES_HEADING = 'Your email preferences';

const JOIN_A_LIST_HINT = "They start when you join a sold-out size's waiting list ('Email me when it's back').";

const TOKEN = 'c.abc123.sig';
const PATH = `/unsubscribe/${TOKEN}`;
const PREFERENCES = `${PATH}/preferences`;
const SINCE = '2026-10-01T10:00:00.000Z';
const NOW = '2026-11-02T10:00:00.000Z';
const words = (kind: ConsentKind) => consentWording(kind, 'Test Threads');

const reminders: UnsubscribeInfo = {
  kind: 'checkout-reminders',
  title: 'Stop checkout reminders',
  detail: 'ada@example.com will get no reminder about a checkout left unpaid.',
  done: false,
};

const consent = (kind: ConsentKind, on: boolean, since: string | null = on ? SINCE : null): Consent => ({
  kind,
  on,
  since,
  wording: words(kind),
});
const ofAccount: AddressPreferences = {
  email: 'ada@example.com',
  account: true,
  consents: CONSENT_KINDS.map((kind) => consent(kind, kind === 'checkout-reminders')),
};
const ofGuest: AddressPreferences = {
  email: 'guest@example.com',
  account: false,
  consents: [consent('restock-alerts', true), consent('checkout-reminders', true, null)],
};

/**
 * One link's API: what it stops (stopping it turns checkout reminders off), and the address's
 * preferences over an in-memory copy; `put` may refuse a change.
 */
function linkApi(initial: AddressPreferences, put: (kind: string) => Response | undefined = () => undefined): ApiHandler {
  let preferences = structuredClone(initial);
  const turn = (kind: string, on: boolean) => {
    preferences = {
      ...preferences,
      consents: preferences.consents.map((item) => (item.kind === kind ? { ...item, on, since: on ? NOW : null } : item)),
    };
  };
  return ({ method, path, body }) => {
    if (path === PATH && method === 'GET') return Response.json(reminders);
    if (path === PATH && method === 'POST') {
      turn('checkout-reminders', false);
      return Response.json({ ...reminders, done: true });
    }
    if (path === PREFERENCES && method === 'GET') return Response.json(preferences);
    if (path === PREFERENCES && method === 'PUT') {
      const { kind, on } = body as { kind: string; on: boolean };
      const refused = put(kind);
      if (refused) return refused;
      turn(kind, on);
      return Response.json(preferences);
    }
    return undefined;
  };
}

async function renderLink(api: ApiHandler) {
  const view = await renderApp(PATH, { api });
  return { ...view, section: () => screen.getByRole('region', { name: LINK_PREFERENCES_HEADING }) };
}

describe("an unsubscribe link's email preferences", () => {
  it("shows the account's four kinds below what the link stops, and changes one without signing in", async () => {
    const { user, fetchMock, section } = await renderLink(linkApi(ofAccount));
    expect(screen.getByRole('heading', { level: 1, name: reminders.title })).toBeInTheDocument();
    expect(
      await within(section()).findByText('For ada@example.com and its account. Change any of them here, no sign-in needed.'),
    ).toBeInTheDocument();
    expect(within(section()).getAllByRole('switch')).toHaveLength(4);
    const checkout = within(section()).getByRole('switch', { name: words('checkout-reminders') });
    expect(checkout).toBeChecked();
    expect(checkout).toHaveAccessibleDescription(/^Agreed on Oct 1, 2026\./);

    const marketing = within(section()).getByRole('switch', { name: words('marketing') });
    await user.click(marketing);
    expect(await within(section()).findByRole('status')).toHaveTextContent('Saved: news and offers on.');
    expect(marketing).toBeChecked();
    expect(marketing).toHaveAccessibleDescription(/^Agreed on Nov 2, 2026\./);
    expect(callsTo(fetchMock, 'PUT', PREFERENCES).map((call) => call.body)).toEqual([{ kind: 'marketing', on: true }]);
    // The link's own stop is still the shopper's to press.
    expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('shows an address with no account its two kinds; its restock alerts can only be turned off here', async () => {
    const { user, fetchMock, section } = await renderLink(linkApi(ofGuest));
    expect(await within(section()).findByText(/^For guest@example.com, which has no account/)).toBeInTheDocument();
    expect(within(section()).getAllByRole('switch')).toHaveLength(2);
    expect(within(section()).queryByRole('switch', { name: words('marketing') })).not.toBeInTheDocument();
    const checkout = within(section()).getByRole('switch', { name: words('checkout-reminders') });
    expect(checkout).toBeChecked();
    expect(checkout).not.toHaveAccessibleDescription(/Agreed on/);

    const restock = within(section()).getByRole('switch', { name: words('restock-alerts') });
    expect(restock).toBeEnabled();
    await user.click(restock);
    await waitFor(() => expect(restock).not.toBeChecked());
    expect(restock).toBeDisabled();
    expect(restock).toHaveAccessibleDescription(JOIN_A_LIST_HINT);
    expect(callsTo(fetchMock, 'PUT', PREFERENCES).map((call) => call.body)).toEqual([{ kind: 'restock-alerts', on: false }]);
  });

  it('asks for the preferences again once the link stopped what it names', async () => {
    const { user, fetchMock, section } = await renderLink(linkApi(ofAccount));
    const checkout = await within(section()).findByRole('switch', { name: words('checkout-reminders') });
    expect(checkout).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(checkout).not.toBeChecked());
    expect(callsTo(fetchMock, 'GET', PREFERENCES)).toHaveLength(2);
  });

  it("says when a change is refused, with the server's word, and leaves the switch as it was", async () => {
    const refusal = "Restock alerts start when you join a sold-out size's waiting list ('Email me when it's back').";
    const { user, section } = await renderLink(
      linkApi(ofAccount, (kind) => (kind === 'wishlist-alerts' ? Response.json({ message: refusal }, { status: 400 }) : undefined)),
    );
    const wishlist = await within(section()).findByRole('switch', { name: words('wishlist-alerts') });
    await user.click(wishlist);
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('We could not change that preference.');
    expect(alert).toHaveTextContent(refusal);
    expect(wishlist).not.toBeChecked();
    expect(wishlist).toBeEnabled();
  });

  it('says when the link opens no preferences, and offers to try again when the server could not answer', async () => {
    let down = true;
    const api = linkApi(ofAccount);
    const { user, section } = await renderLink((call) =>
      down && call.path === PREFERENCES ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : api(call),
    );
    expect(await within(section()).findByText(/Your email preferences could not be loaded\./)).toBeInTheDocument();
    expect(within(section()).queryByRole('switch')).not.toBeInTheDocument();
    down = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findAllByRole('switch')).toHaveLength(4);
  });

  it("shows the server's word when the link no longer opens them", async () => {
    const gone = 'This unsubscribe link is not valid. Use the link in your latest email, or sign in to change what we send you.';
    const api = linkApi(ofAccount);
    const { section } = await renderLink((call) =>
      call.path === PREFERENCES ? Response.json({ message: gone }, { status: 404 }) : api(call),
    );
    expect(await within(section()).findByText(new RegExp(`^${gone.replace(/[.,]/g, '\\$&')}`))).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
