import { CONSENT_KINDS, consentWording, type Consent, type ConsentKind } from '@shop/shared/consent.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstAnswer } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
const EMAIL_PREFERENCES_HEADING = 'Email preferences';

const CONSENT_HINTS = {
  marketing: 'We send none yet; if we start, only to those who agreed.',
  'restock-alerts': 'Turning this off leaves every waiting list.',
} as const;

const SINCE = '2026-10-01T10:00:00.000Z';
const NOW = '2026-11-02T10:00:00.000Z';
const words = (kind: ConsentKind) => consentWording(kind, 'Test Threads');

/** The four kinds, off, but those named on since SINCE. */
const consentsWith = (...on: ConsentKind[]): Consent[] =>
  CONSENT_KINDS.map((kind) => ({ kind, on: on.includes(kind), since: on.includes(kind) ? SINCE : null, wording: words(kind) }));

/** The account's consents over an in-memory list: each change answers all four. */
function consentsApi(initial: Consent[], put: (kind: string, on: boolean) => Response | undefined = () => undefined): ApiHandler {
  let consents = [...initial];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/consents') return Response.json({ consents });
    const kind = /^\/consents\/([a-z-]+)$/.exec(path)?.[1];
    if (method === 'PUT' && kind) {
      const { on } = body as { on: boolean };
      const refused = put(kind, on);
      if (refused) return refused;
      consents = consents.map((consent) => (consent.kind === kind ? { ...consent, on, since: on ? NOW : null } : consent));
      return Response.json({ consents });
    }
    return undefined;
  };
}

async function renderProfile(api: ApiHandler) {
  signIn(testUser);
  const view = await renderApp('/dashboard/profile', { api });
  return { ...view, section: () => screen.getByRole('region', { name: EMAIL_PREFERENCES_HEADING }) };
}

describe("the profile's email preferences", () => {
  it('shows one switch per kind, labelled with its words, with the date of those agreed to', async () => {
    const { section } = await renderProfile(consentsApi(consentsWith('restock-alerts')));
    const switches = await within(section()).findAllByRole('switch');
    expect(switches.map((toggle) => (toggle as HTMLInputElement).checked)).toEqual([false, true, false, false]);
    const marketing = within(section()).getByRole('switch', { name: words('marketing') });
    expect(marketing).toHaveAccessibleName(/^Email me news and offers from Test Threads/);
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleDescription('We send none yet; if we start, only to those who agreed.');
    const restock = within(section()).getByRole('switch', { name: words('restock-alerts') });
    expect(restock).toBeChecked();
    expect(restock).toHaveAccessibleDescription(`Agreed on Oct 1, 2026. ${CONSENT_HINTS['restock-alerts']}`);
    expect(within(section()).getByRole('switch', { name: words('wishlist-alerts') })).not.toBeChecked();
    expect(within(section()).getByRole('switch', { name: words('checkout-reminders') })).not.toBeChecked();
    expect(within(section()).getByText('News and offers')).toBeInTheDocument();
  });

  it('turns a kind on with the server, showing the date it records, and off again', async () => {
    const { user, fetchMock, section } = await renderProfile(consentsApi(consentsWith()));
    const marketing = await within(section()).findByRole('switch', { name: words('marketing') });
    await user.click(marketing);
    await waitFor(() => expect(marketing).toHaveAccessibleDescription(/^Agreed on Nov 2, 2026\./));
    expect(marketing).toBeChecked();
    expect(callsTo(fetchMock, 'PUT', '/consents/marketing').map((call) => call.body)).toEqual([{ on: true }]);
    expect(await screen.findByText('News and offers: on.')).toBeInTheDocument();

    await user.click(marketing);
    await waitFor(() => expect(marketing).not.toBeChecked());
    expect(marketing).toHaveAccessibleDescription(CONSENT_HINTS.marketing);
    expect(callsTo(fetchMock, 'PUT', '/consents/marketing').map((call) => call.body)).toEqual([{ on: true }, { on: false }]);
  });

  it('asks for the waiting lists again once restock alerts are off (leaving them all)', async () => {
    const waitlist: ApiHandler = ({ method, path }) =>
      method === 'GET' && path === '/waitlist' ? Response.json({ entries: [] }) : undefined;
    const { user, fetchMock, section } = await renderProfile(firstAnswer(consentsApi(consentsWith('restock-alerts')), waitlist));
    const restock = await within(section()).findByRole('switch', { name: words('restock-alerts') });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/waitlist')).toHaveLength(1));
    await user.click(restock);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/waitlist')).toHaveLength(2));
    expect(restock).not.toBeChecked();
  });

  it('says when a change fails, and leaves the switch as it was', async () => {
    const { user, section } = await renderProfile(
      consentsApi(consentsWith(), () => Response.json({ message: 'Internal Server Error' }, { status: 500 })),
    );
    const reminders = await within(section()).findByRole('switch', { name: words('checkout-reminders') });
    await user.click(reminders);
    expect(await screen.findByText('Your checkout reminders setting could not be changed.')).toBeInTheDocument();
    expect(reminders).not.toBeChecked();
    expect(reminders).toBeEnabled();
  });

  it('says when the preferences cannot be loaded, and tries again', async () => {
    let down = true;
    const api = consentsApi(consentsWith('wishlist-alerts'));
    const { user, section } = await renderProfile((call) =>
      down && call.path === '/consents' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : api(call),
    );
    expect(await within(section()).findByText('Could not load your email preferences.')).toBeInTheDocument();
    down = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByRole('switch', { name: words('wishlist-alerts') })).toBeChecked();
  });
});
