import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin } from '@/test/users';
import { aMethod, aZone, shippingApi } from '../testing/shipping-api';

const PAGE = '/dashboard/shipping';

/** The home countries with a flat, a free-over and a weight method; the west coast's states with none yet. */
const shopZones = () => [
  aZone({
    name: 'Domestic',
    places: ['US', 'CA'],
    methods: [
      aMethod({ name: 'Standard' }),
      aMethod({ name: 'Free over $75', estimate: '', kind: 'free-over', rate: 4.99, freeOverAmount: 75 }),
      aMethod({
        name: 'Parcel',
        estimate: '2 days',
        kind: 'weight',
        rate: 0,
        bands: [
          { upToGrams: 500, rate: 3 },
          { upToGrams: 2000, rate: 6 },
          { upToGrams: null, rate: 9.5 },
        ],
      }),
    ],
  }),
  aZone({ name: 'West coast', places: ['US-CA', 'US-OR'] }),
];

async function renderShipping(api: ApiHandler = shippingApi(shopZones())) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('region', { name: 'Domestic' });
  return view;
}

const zoneNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const methodRows = (zone: string) =>
  within(screen.getByRole('table', { name: `Methods to ${zone}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell').slice(0, 3));

describe('the shipping page', () => {
  it('lists each zone with its places and its methods’ estimates and prices, and is linked from the dashboard', async () => {
    await renderShipping();
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Shipping \|/);
    expect(screen.getByText(/^2 zones\./)).toBeInTheDocument();
    expect(zoneNames()).toEqual(['Domestic', 'West coast']);

    const domestic = screen.getByRole('region', { name: 'Domestic' });
    expect(domestic).toHaveTextContent('Places: United States, Canada');
    expect(textsByRole(within(domestic).getByRole('table'), 'columnheader')).toEqual(['Method', 'Estimate', 'Price', 'Actions']);
    expect(methodRows('Domestic')).toEqual([
      ['Standard', 'Estimate3–5 business days', 'Price$4.99'],
      ['Free over $75', 'EstimateNone given', 'PriceFree over $75.00, else $4.99'],
      ['Parcel', 'Estimate2 days', 'PriceBy weight: up to 500 g $3.00, up to 2,000 g $6.00, over 2,000 g $9.50'],
    ]);

    const westCoast = screen.getByRole('region', { name: 'West coast' });
    expect(westCoast).toHaveTextContent('Places: US-CA, US-OR');
    expect(westCoast).toHaveTextContent('No methods yet');
    expect(within(westCoast).queryByRole('table')).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a zone of countries and a region, showing the server’s refusal of a place under its row', async () => {
    const { user, fetchMock } = await renderShipping();
    await user.click(screen.getByRole('button', { name: 'New zone' }));
    const dialog = screen.getByRole('dialog', { name: 'New shipping zone' });
    const field = (label: string) => within(dialog).getByLabelText(label);

    // The form's own check: a name, and a country for every place.
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(field('Country 1')).toHaveAccessibleDescription('Choose a country');
    expect(callsTo(fetchMock, 'POST', '/shipping/zones')).toHaveLength(0);

    // The United States is Domestic's: the server says so under its row.
    await user.type(field('Name'), 'Europe');
    await user.selectOptions(field('Country 1'), 'France');
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await user.selectOptions(field('Country 2'), 'United States');
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add the zone.');
    expect(field('Country 2')).toHaveAccessibleDescription('US is already in the zone Domestic');
    expect(field('Region 2')).toHaveAccessibleDescription('US is already in the zone Domestic');

    // Germany instead, and New York alone.
    await user.selectOptions(field('Country 2'), 'Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await user.selectOptions(field('Country 3'), 'United States');
    await user.type(field('Region 3'), 'ny');
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Shipping zone Europe created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/shipping/zones').map((call) => call.body)).toEqual([
      { name: 'Europe', places: ['FR', 'US'] },
      { name: 'Europe', places: ['FR', 'DE', 'US-NY'] },
    ]);
    await waitFor(() => expect(zoneNames()).toEqual(['Domestic', 'West coast', 'Europe']));
    expect(screen.getByRole('region', { name: 'Europe' })).toHaveTextContent('Places: France, Germany, US-NY');
  });

  it('renames a zone and takes a place out of it, sending only what changed', async () => {
    const { user, fetchMock } = await renderShipping();
    await user.click(screen.getByRole('button', { name: 'Edit Domestic' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit shipping zone' });
    expect(within(dialog).getByLabelText('Country 1')).toHaveValue('US');
    expect(within(dialog).getByLabelText('Country 2')).toHaveValue('CA');
    await user.click(within(dialog).getByRole('button', { name: 'Remove place 2' }));
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Home');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Shipping zone Home updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/shipping/zones/zone-domestic').map((call) => call.body)).toEqual([
      { name: 'Home', places: ['US'] },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Home' })).toHaveTextContent('Places: United States'));
  });

  it('adds a free-over method only with its threshold, and a method by weight with its bands in order', async () => {
    const { user, fetchMock } = await renderShipping();
    await user.click(screen.getByRole('button', { name: 'Add a method to West coast' }));
    let dialog = screen.getByRole('dialog', { name: 'New shipping method' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Name'), 'Courier');
    await user.click(within(dialog).getByRole('radio', { name: 'Free over an amount' }));
    await user.type(field('Rate under the threshold ($)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add method' }));
    expect(field('Free over ($)')).toHaveAccessibleDescription(
      expect.stringContaining('A free-over method needs its threshold: the subtotal from which shipping is free'),
    );
    expect(callsTo(fetchMock, 'POST', '/shipping/zones/zone-west-coast/methods')).toHaveLength(0);
    await user.type(field('Free over ($)'), '75');
    await user.type(field('Estimate (optional)'), 'Next day');
    await user.click(within(dialog).getByRole('button', { name: 'Add method' }));
    expect(await screen.findByText('Shipping method Courier created')).toBeInTheDocument();
    await waitFor(() => expect(methodRows('West coast')).toEqual([['Courier', 'EstimateNext day', 'PriceFree over $75.00, else $5.00']]));

    await user.click(screen.getByRole('button', { name: 'Add a method to West coast' }));
    dialog = screen.getByRole('dialog', { name: 'New shipping method' });
    await user.type(field('Name'), 'Freight');
    await user.click(within(dialog).getByRole('radio', { name: 'By weight' }));
    expect(within(dialog).queryByLabelText(/^Rate \(\$\)$/)).not.toBeInTheDocument();
    await user.type(field('Rate ($), band 1'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add band' }));
    await user.type(field('Rate ($), band 2'), '3');
    // The open band first: the form says what is wrong with each.
    await user.click(within(dialog).getByRole('button', { name: 'Add method' }));
    expect(field('Up to (g), band 1')).toHaveAccessibleDescription('Only the last band may have no upper weight (band 1 has none)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove band 1' }));
    await user.type(field('Up to (g), band 1'), '2,000');
    await user.click(within(dialog).getByRole('button', { name: 'Add band' }));
    await user.type(field('Rate ($), band 2'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add method' }));
    expect(await screen.findByText('Shipping method Freight created')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/shipping/zones/zone-west-coast/methods').map((call) => call.body)).toEqual([
      { name: 'Courier', estimate: 'Next day', kind: 'free-over', rate: 5, freeOverAmount: 75 },
      {
        name: 'Freight',
        estimate: '',
        kind: 'weight',
        bands: [
          { upToGrams: 2000, rate: 3 },
          { upToGrams: null, rate: 8 },
        ],
      },
    ]);
    await waitFor(() =>
      expect(methodRows('West coast')[1]).toEqual([
        'Freight',
        'EstimateNone given',
        'PriceBy weight: up to 2,000 g $3.00, over 2,000 g $8.00',
      ]),
    );
  });

  it('changes a method’s rate, sending only what changed', async () => {
    const { user, fetchMock } = await renderShipping();
    await user.click(screen.getByRole('button', { name: 'Edit Standard to Domestic' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit shipping method' });
    expect(within(dialog).getByRole('radio', { name: 'Flat rate' })).toBeChecked();
    const rate = within(dialog).getByLabelText('Rate ($)');
    expect(rate).toHaveValue('4.99');
    await user.clear(rate);
    await user.type(rate, '5.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Shipping method Standard updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/shipping/methods/method-standard').map((call) => call.body)).toEqual([{ rate: 5.5 }]);
    await waitFor(() => expect(methodRows('Domestic')[0]).toEqual(['Standard', 'Estimate3–5 business days', 'Price$5.50']));
  });

  it('deletes a method, then a zone, after asking', async () => {
    const { user, fetchMock } = await renderShipping();
    await user.click(screen.getByRole('button', { name: 'Delete Parcel to Domestic' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete shipping method?' });
    expect(dialog).toHaveTextContent('Shoppers in Domestic can no longer choose Parcel.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shipping method Parcel deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/shipping/methods/method-parcel')).toHaveLength(1);
    await waitFor(() => expect(methodRows('Domestic').map(([name]) => name)).toEqual(['Standard', 'Free over $75']));

    await user.click(screen.getByRole('button', { name: 'Delete Domestic' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete shipping zone?' });
    expect(dialog).toHaveTextContent('Domestic and its 2 methods are deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shipping zone Domestic deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/shipping/zones/zone-domestic')).toHaveLength(1);
    await waitFor(() => expect(zoneNames()).toEqual(['West coast']));
  });

  it('says when there are no zones yet, after a skeleton, and when they cannot be loaded', async () => {
    signIn(testAdmin);
    const { unmount } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/shipping/zones',
      api: shippingApi([]),
      loading: 'Loading shipping zones',
      empty: 'No shipping zones yet. Without zones the shop ships as it always has.',
    });
    expect(screen.getAllByRole('button', { name: 'New zone' })).toHaveLength(1);
    unmount();

    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/shipping/zones',
      api: shippingApi(shopZones()),
      message: 'Error loading shipping zones.',
    });
    expect(await screen.findByRole('region', { name: 'Domestic' })).toBeInTheDocument();
  });
});
