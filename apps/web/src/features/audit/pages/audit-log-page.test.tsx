import type { AuditActor, AuditEntry } from '@shop/shared/audit.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { pagingButtons } from '@/test/paging';
import { signIn, testAdmin, testStaff } from '@/test/users';
import { dayBoundary } from '../api/get-audit-log';

const GRACE: AuditActor = { _id: '11111111-1111-4111-8111-111111111111', username: 'grace', email: 'grace@example.com' };
const ALAN: AuditActor = { _id: '22222222-2222-4222-8222-222222222222', username: 'alan', email: 'alan@example.com' };

const entry = (id: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: id,
  actor: GRACE,
  action: 'order.status',
  entity: 'order',
  entityId: `order-${id}`,
  actorRole: 'owner',
  permission: 'orders.fulfil',
  viaToken: null,
  label: `ORD-${id}`,
  details: null,
  before: { status: 'pending' },
  after: { status: 'processing' },
  createdAt: '2026-03-14T10:00:00.000Z',
  ...extra,
});

/** The audit API over a list: filtered by admin and kind, and paged, as the server does it. */
function auditApi(entries: AuditEntry[], answer?: 'error'): ApiHandler {
  return ({ method, path, url }) => {
    if (method !== 'GET' || path !== '/audit') return undefined;
    if (answer === 'error') return Response.json({ message: 'Internal Server Error' }, { status: 500 });
    const actorId = url.searchParams.get('actorId');
    const entity = url.searchParams.get('entity');
    const shown = entries.filter((row) => (!actorId || row.actor?._id === actorId) && (!entity || row.entity === entity));
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    return Response.json(
      { entries: shown.slice((page - 1) * limit, page * limit), actors: [ALAN, GRACE] },
      { headers: { 'X-Total-Count': String(shown.length) } },
    );
  };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

const LONG_DESCRIPTION = `A soft cotton tee, ${'washed twice for a lived-in feel, '.repeat(4)}cut a little long.`;

describe('the audit log page', () => {
  it('lists who changed what and when, with each change as before → after', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/audit', {
      api: auditApi([
        entry('1', {
          action: 'product.update',
          entity: 'product',
          entityId: 'p1',
          label: 'Field Tee',
          before: { price: 25, stock: { 'black/m': 3 } },
          after: { price: 19.5, stock: { 'black/m': 1 } },
        }),
        entry('2', { actor: null }),
        entry('3', {
          action: 'product.delete',
          entity: 'product',
          entityId: 'p3',
          label: 'Old Cap',
          before: { name: 'Old Cap', price: 12, oldPrice: null },
          after: null,
        }),
      ]),
    });
    expect(document.title).toMatch(/^Audit log \|/);
    expect(screen.getByText('3 changes')).toBeInTheDocument();
    const [edited, moved, deleted] = await rows();

    expect(edited).toHaveTextContent('grace');
    expect(edited).toHaveTextContent('grace@example.com');
    expect(edited).toHaveTextContent('Edited a product');
    expect(within(edited!).getByRole('link', { name: 'Field Tee' })).toHaveAttribute('href', '/dashboard/update-product/p1');
    expect(edited).toHaveTextContent('Price: was $25.00 → now $19.50');
    expect(edited).toHaveTextContent('Stock black/m: was 3 → now 1');
    // The old value is struck through.
    expect(within(edited!).getByText('$25.00').closest('del')).not.toBeNull();
    expect(within(edited!).getByText('$19.50').closest('ins')).not.toBeNull();
    expect(within(edited!).getByText(/Mar 14, 2026|14 Mar 2026/)).toHaveAttribute('dateTime', '2026-03-14T10:00:00.000Z');

    expect(moved).toHaveTextContent('Deleted account');
    expect(moved).toHaveTextContent('Moved an order');
    expect(within(moved!).getByRole('link', { name: 'ORD-2' })).toHaveAttribute('href', '/dashboard/orders/order-2');
    expect(moved).toHaveTextContent('Status: was pending → now processing');

    // A deleted thing has nothing to link to, and shows what it held, without the empty fields.
    expect(within(deleted!).queryByRole('link')).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Old Cap');
    expect(deleted).toHaveTextContent('Price: was $12.00');
    expect(deleted).not.toHaveTextContent('Old price');
  });

  it("shows the role each actor held and the permission the change was done under, and names the staff's actions", async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/audit', {
      api: auditApi([
        entry('1', { actor: ALAN, actorRole: 'fulfilment' }),
        entry('2', { action: 'role.create', entity: 'role', entityId: 'r1', label: 'Packers', actorRole: 'owner', permission: 'staff' }),
        entry('3', { actor: ALAN, actorRole: 'night-shift', permission: 'orders.view' }),
        entry('4', { action: 'auth.sign-in', entity: 'auth', entityId: null, label: null, actorRole: 'support', permission: null }),
        entry('5', { actorRole: null, permission: null }),
      ]),
    });
    const [moved, created, custom, signedIn, older] = await rows();
    expect(moved).toHaveTextContent('alan');
    expect(moved).toHaveTextContent('Role: Fulfilment');
    expect(within(moved!).getByText('orders.fulfil')).toHaveTextContent('Permission: orders.fulfil');

    expect(created).toHaveTextContent('Created a role');
    expect(created).toHaveTextContent('Role: Owner');
    expect(created).toHaveTextContent('Permission: staff');
    // A role an owner made is named as staff: the entry keeps only its handle.
    expect(custom).toHaveTextContent('Role: Staff');
    expect(custom).not.toHaveTextContent('night-shift');
    // A sign-in is done under no permission.
    expect(signedIn).toHaveTextContent('Signed in');
    expect(signedIn).toHaveTextContent('Role: Support');
    expect(signedIn).not.toHaveTextContent('Permission:');
    // An entry older than the roles names neither.
    expect(older).not.toHaveTextContent('Role:');
    expect(older).not.toHaveTextContent('Permission:');

    // The new kinds of thing can be picked.
    for (const kind of ['Staff', 'Roles', 'Sign-ins']) {
      expect(within(screen.getByLabelText('Changes to')).getByRole('option', { name: kind })).toBeInTheDocument();
    }
  });

  it('says which API token a change was done through, and nothing for one done signed in', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/audit', {
      api: auditApi([entry('1', { viaToken: { _id: 't1', name: 'Warehouse sync' } }), entry('2')]),
    });
    const [byToken, signedIn] = await rows();
    expect(byToken).toHaveTextContent('via token Warehouse sync');
    expect(signedIn).not.toHaveTextContent('via token');
  });

  it('offers owners the CSV of what the filters match', async () => {
    signIn(testAdmin);
    const { router, user } = await renderApp(`/dashboard/audit?admin=${ALAN._id}&entity=order&from=2026-03-01&to=2026-03-14`, {
      api: auditApi([entry('1', { actor: ALAN })]),
    });
    await rows();
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download');
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/audit/export.csv');
    // The same filters the list is asked with, without its page.
    expect(Object.fromEntries(href.searchParams)).toEqual({
      actorId: ALAN._id,
      entity: 'order',
      from: dayBoundary('2026-03-01'),
      to: dayBoundary('2026-03-14', true),
    });

    // It follows the filters as they change.
    await user.selectOptions(screen.getByLabelText('Changes to'), 'All changes');
    await waitFor(() => expect(router.state.location.search).not.toContain('entity'));
    const exported = () => new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://localhost');
    expect(exported().searchParams.has('entity')).toBe(false);
    expect(exported().searchParams.get('actorId')).toBe(ALAN._id);
  });

  it('offers no export to a manager, who may read the log', async () => {
    signIn(testStaff('manager'));
    await renderApp('/dashboard/audit', { api: auditApi([entry('1')]) });
    await rows();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('cuts a long value short, with a way to read all of it', async () => {
    signIn(testAdmin);
    const { user } = await renderApp('/dashboard/audit', {
      api: auditApi([
        entry('1', {
          action: 'product.update',
          entity: 'product',
          before: { description: 'A soft cotton tee.' },
          after: { description: LONG_DESCRIPTION },
        }),
      ]),
    });
    const [row] = await rows();
    expect(row).not.toHaveTextContent('cut a little long.');
    const more = within(row!).getByRole('button', { name: 'Show all of Description' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(row).toHaveTextContent(LONG_DESCRIPTION);
    await user.click(within(row!).getByRole('button', { name: 'Show less of Description' }));
    expect(row).not.toHaveTextContent('cut a little long.');
  });

  it('filters by admin, kind of thing and days, in the URL, and pages', async () => {
    signIn(testAdmin);
    const many = Array.from({ length: 30 }, (_, index) => entry(String(index + 1), index % 2 ? { actor: ALAN } : {}));
    const { user, router, fetchMock } = await renderApp('/dashboard/audit', { api: auditApi(many) });
    expect(await rows()).toHaveLength(25);
    await user.click(pagingButtons('Audit log pages').next());
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await rows()).toHaveLength(5));

    await user.selectOptions(screen.getByLabelText('Admin'), 'alan (alan@example.com)');
    await waitFor(() => expect(router.state.location.search).toBe(`?admin=${ALAN._id}`));
    await waitFor(async () => expect(await rows()).toHaveLength(15));
    expect(callsTo(fetchMock, 'GET', '/audit').at(-1)?.url.searchParams.get('actorId')).toBe(ALAN._id);

    await user.selectOptions(screen.getByLabelText('Changes to'), 'Products');
    await waitFor(() => expect(router.state.location.search).toBe(`?admin=${ALAN._id}&entity=product`));
    expect(await screen.findByText('No changes found')).toBeInTheDocument();

    // The days are the admin's own: from the start of the first to the end of the last.
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-14');
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-03-01&to=2026-03-14'));
    const sent = callsTo(fetchMock, 'GET', '/audit').at(-1)!.url.searchParams;
    expect(sent.get('from')).toBe(dayBoundary('2026-03-01'));
    expect(sent.get('to')).toBe(dayBoundary('2026-03-14', true));
    expect(new Date(sent.get('to')!).getTime() - new Date(sent.get('from')!).getTime()).toBe(14 * 24 * 3600_000 - 1);

    await user.click(screen.getByRole('button', { name: 'Show all changes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rows()).toHaveLength(25);
  });

  it('says when the days are the wrong way round, asks nothing, and keeps what was typed', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/audit?from=2026-03-14&to=2026-03-01', { api: auditApi([entry('1')]) });
    expect(await screen.findByText('Check the dates')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Pick a day on or after the ‘From’ day.');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-14');
    expect(callsTo(fetchMock, 'GET', '/audit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear the dates' }));
    expect(await rows()).toHaveLength(1);
  });

  it('says when nothing was changed yet', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/audit', { api: auditApi([]) });
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all changes' })).not.toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/audit', { api: auditApi([], 'error') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the audit log.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the list loading', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/audit', { api: ({ path }) => (path === '/audit' ? new Promise<Response>(() => {}) : undefined) });
    expect(screen.getByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();
  });
});
