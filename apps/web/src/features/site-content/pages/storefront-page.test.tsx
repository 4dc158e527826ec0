import { DEFAULT_HOME } from '@shop/shared/site-content';
import { DEFAULT_FOOTER } from '@shop/shared/site-footer';
import type { ManagedSiteContent } from '@shop/shared/site-content.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testStaff } from '@/test/users';

const PAGE = '/dashboard/storefront';
const SAVED_AT = '2025-06-01T09:30:00.000Z';

const fresh = (): ManagedSiteContent => ({
  home: DEFAULT_HOME,
  announcement: null,
  footer: DEFAULT_FOOTER,
  saved: { home: null, announcement: null, footer: null },
  featuredProducts: [],
});

/** The storefront's routes: each save is kept and answered as saved by grace; a reset forgets the block. */
function storefrontApi(start = fresh()): ApiHandler {
  let current = start;
  return ({ method, path, body, url }) => {
    if (path === '/products/manage' && url.searchParams.get('search')) {
      return Response.json({ products: [{ _id: '00000000-0000-4000-8000-000000000001', name: 'Linen Shirt' }] });
    }
    if (path === '/site-content/manage' && method === 'GET') return Response.json(current);
    const block = /^\/site-content\/manage\/(home|announcement|footer)$/.exec(path)?.[1] as 'home' | 'announcement' | 'footer' | undefined;
    if (!block) return undefined;
    if (method === 'PUT') {
      current = { ...current, [block]: body, saved: { ...current.saved, [block]: { at: SAVED_AT, by: 'grace' } } };
      return Response.json({ message: `${block === 'home' ? 'Home page' : block === 'footer' ? 'Footer' : 'Announcement'} saved` });
    }
    if (method === 'DELETE') {
      const defaults = fresh();
      current = { ...current, [block]: defaults[block], saved: { ...current.saved, [block]: null } };
      return Response.json({ message: block === 'announcement' ? 'Announcement removed' : 'Footer reset to the default' });
    }
    return undefined;
  };
}

async function renderStorefront(api: ApiHandler = storefrontApi()) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('form', { name: 'Home page' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the storefront page', () => {
  it('shows the three blocks at their defaults, each said to be the default', async () => {
    await renderStorefront();
    expect(screen.getByRole('heading', { level: 1, name: 'Storefront' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Storefront \|/);
    for (const name of ['Home page', 'Announcement bar', 'Footer']) {
      expect(within(section(name)).getByText("The shop's default: nothing saved yet.")).toBeInTheDocument();
      expect(within(section(name)).queryByRole('button', { name: /Reset to default|Remove announcement/ })).not.toBeInTheDocument();
    }
    const home = section('Home page');
    expect(within(home).getByRole('textbox', { name: 'Headline' })).toHaveValue(DEFAULT_HOME.hero.headline);
    expect(within(home).getByRole('textbox', { name: 'Button text' })).toHaveValue('Shop Now');
    const titles = within(section('Footer')).getAllByRole('textbox', { name: 'Column title' });
    expect(titles.map((box) => (box as HTMLInputElement).value)).toEqual(['Company', 'Useful Links']);
  });

  it('saves the hero, a hidden tile, a new tile order and a featured product, then says who saved it', async () => {
    const { user, fetchMock } = await renderStorefront();
    const home = section('Home page');
    const headline = within(home).getByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Linen for long days');
    await user.clear(within(home).getByRole('textbox', { name: 'Eyebrow' }));
    await user.click(within(home).getByRole('checkbox', { name: 'Show Mens' }));
    await user.click(within(home).getByRole('button', { name: 'Move Kids up' }));
    await user.click(within(home).getByRole('button', { name: 'Move Kids up' }));
    // The keyboard stays on the row moved: at the top, on its way down.
    expect(within(home).getByRole('button', { name: 'Move Kids down' })).toHaveFocus();
    await user.click(within(home).getByRole('button', { name: 'Move Design up' }));

    await user.type(within(home).getByRole('searchbox', { name: 'Find products' }), 'linen');
    await user.click(await within(home).findByRole('button', { name: 'Feature Linen Shirt' }));
    expect(within(home).getByRole('button', { name: 'Remove Linen Shirt' })).toBeInTheDocument();

    await user.click(within(home).getByRole('button', { name: 'Save home page' }));
    expect(await screen.findByText('Home page saved')).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'PUT', '/site-content/manage/home');
    expect(save!.body).toEqual({
      hero: { ...DEFAULT_HOME.hero, eyebrow: '', headline: 'Linen for long days' },
      categoryTiles: [
        { id: 'kids', shown: true },
        { id: 'womens', shown: true },
        { id: 'mens', shown: false },
      ],
      studioTiles: [
        { id: 'services', shown: true },
        { id: 'design', shown: true },
        { id: 'photography', shown: true },
      ],
      featured: ['00000000-0000-4000-8000-000000000001'],
    });
    await waitFor(() => expect(section('Home page')).toHaveTextContent(/Saved .+ by grace\./));
    expect(within(section('Home page')).getByRole('button', { name: 'Reset to default' })).toBeInTheDocument();
  });

  it("names a footer link that is not the shop's path or https, and sends nothing until it is fixed", async () => {
    const { user, fetchMock } = await renderStorefront();
    const footer = section('Footer');
    const column = within(footer).getByRole('group', { name: 'Column 1' });
    const address = within(column).getByRole('textbox', { name: 'Address of link 2' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(footer).getByRole('button', { name: 'Save footer' }));

    expect(address).toHaveAccessibleDescription(expect.stringContaining('Link must start with / or https://'));
    expect(within(footer).getByRole('alert')).toHaveTextContent('The footer was not saved.');
    expect(callsTo(fetchMock, 'PUT', '/site-content/manage/footer')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'https://journal.example.com/');
    await user.click(within(footer).getByRole('button', { name: 'Move column 2 (Useful Links) up' }));
    await user.click(within(footer).getByRole('button', { name: 'Save footer' }));
    expect(await screen.findByText('Footer saved')).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'PUT', '/site-content/manage/footer');
    const sent = save!.body as typeof DEFAULT_FOOTER;
    expect(sent.columns.map((one) => one.title)).toEqual(['Useful Links', 'Company']);
    expect(sent.columns[1]!.links[1]).toEqual({ label: 'Terms', to: 'https://journal.example.com/' });
  });

  it('adds a column with a link, and shows the server refusing a field under that field', async () => {
    const refusing: ApiHandler = ({ method, path }) =>
      method === 'PUT' && path === '/site-content/manage/footer'
        ? Response.json(
            { message: 'Invalid input', errors: [{ path: 'columns.2.title', message: 'Column title must be on one line' }] },
            { status: 400 },
          )
        : storefrontApi()({ method, path, body: undefined, url: new URL(`http://localhost/api${path}`) });
    const { user } = await renderStorefront(refusing);
    const footer = section('Footer');
    await user.click(within(footer).getByRole('button', { name: 'Add a column' }));
    const column = within(footer).getByRole('group', { name: 'Column 3' });
    await user.type(within(column).getByRole('textbox', { name: 'Column title' }), 'Journal');
    await user.type(within(column).getByRole('textbox', { name: 'Label of link 1' }), 'Stories');
    await user.type(within(column).getByRole('textbox', { name: 'Address of link 1' }), '/pages');
    await user.click(within(footer).getByRole('button', { name: 'Save footer' }));
    expect(await within(column).findByText('Column title must be on one line')).toBeInTheDocument();
  });

  it('previews the announcement, refuses an end before its start, and saves it', async () => {
    const { user, fetchMock } = await renderStorefront();
    const bar = section('Announcement bar');
    await user.type(within(bar).getByRole('textbox', { name: 'Text' }), 'Free shipping over $75 this week');
    await user.type(within(bar).getByRole('textbox', { name: 'Link (optional)' }), '/shop');
    expect(within(bar).getByRole('group', { name: 'Preview of the announcement bar' })).toHaveTextContent(
      'Free shipping over $75 this week',
    );
    expect(within(bar).getByText('Shows until it is removed.')).toBeInTheDocument();

    await user.type(within(bar).getByLabelText('Starts (optional)'), '2030-06-10T09:00');
    await user.type(within(bar).getByLabelText('Ends (optional)'), '2030-06-01T09:00');
    await user.click(within(bar).getByRole('button', { name: 'Save announcement' }));
    expect(within(bar).getByLabelText('Ends (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('End must be after the start'),
    );
    expect(callsTo(fetchMock, 'PUT', '/site-content/manage/announcement')).toHaveLength(0);

    await user.clear(within(bar).getByLabelText('Ends (optional)'));
    await user.click(within(bar).getByRole('button', { name: 'Save announcement' }));
    expect(await screen.findByText('Announcement saved')).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'PUT', '/site-content/manage/announcement');
    expect(save!.body).toEqual({
      text: 'Free shipping over $75 this week',
      link: '/shop',
      startsAt: expect.stringMatching(/^2030-06-10T09:00:00[+-]\d\d:\d\d$/),
      endsAt: null,
    });
  });

  it('takes a saved block back to the default after asking', async () => {
    const start = fresh();
    const { user, fetchMock } = await renderStorefront(
      storefrontApi({
        ...start,
        announcement: { text: 'Sample sale', link: null, startsAt: null, endsAt: null },
        saved: { ...start.saved, announcement: { at: SAVED_AT, by: 'grace' } },
      }),
    );
    const bar = section('Announcement bar');
    expect(within(bar).getByRole('textbox', { name: 'Text' })).toHaveValue('Sample sale');
    await user.click(within(bar).getByRole('button', { name: 'Remove announcement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove announcement' }));
    expect(await screen.findByText('Announcement removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/site-content/manage/announcement')).toHaveLength(1);
    await waitFor(() => expect(within(section('Announcement bar')).getByRole('textbox', { name: 'Text' })).toHaveValue(''));
  });

  it('says so when the storefront cannot be loaded', async () => {
    signIn(testAdmin);
    await renderApp(PAGE, {
      api: ({ path }) => (path === '/site-content/manage' ? Response.json({ message: 'Down' }, { status: 500 }) : undefined),
    });
    expect(await screen.findByText('Error loading the storefront.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not open to staff without the settings permission', async () => {
    signIn(testStaff('support'));
    const { fetchMock } = await renderApp(PAGE, { api: storefrontApi() });
    expect(screen.queryByRole('heading', { level: 1, name: 'Storefront' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/site-content/manage')).toHaveLength(0);
  });
});
