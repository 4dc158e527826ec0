import { PERMISSIONS } from '@shop/shared/permissions';
import { INVITATION_HOURS } from '@shop/shared/staff.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { textsByRole } from '@/test/texts';
import {
  INVITED_AT,
  NO_MAIL_MESSAGE,
  aCustomRole,
  aStaffMember,
  anInvitation,
  builtInRoles,
  expiryOf,
  meAsStaff,
  staffApi,
} from '../testing/staff-api';
import { StaffPage } from './staff-page';

const PAGE = '/dashboard/staff';
const REAUTH_MESSAGE = 'Please confirm it is you: enter your password, a code from your app, or use a passkey.';
const LIN_SIGNED_IN = '2025-05-30T16:45:00.000Z';
const SAM_SUSPENDED = '2025-05-20T10:00:00.000Z';

/** The test admin (an owner), a manager, two packers (one suspended who never signed in) and a support hand. */
const shopStaff = () => [
  meAsStaff({ sessionCount: 2 }),
  aStaffMember({ username: 'lin', role: 'manager', roleName: 'Manager', lastSignInAt: LIN_SIGNED_IN, sessionCount: 3 }),
  aStaffMember({
    username: 'sam',
    role: 'packer',
    roleName: 'Packer',
    lastSignInAt: null,
    sessionCount: 0,
    suspendedAt: SAM_SUSPENDED,
    twoFactorEnabled: false,
  }),
  aStaffMember({ username: 'kim', role: 'packer', roleName: 'Packer' }),
  aStaffMember({ username: 'ola', role: 'support', roleName: 'Support' }),
];

/** The built-in roles, and two of the owner's own: Packer (held by two) and Writer (held by none). */
const shopRoles = () => [
  ...builtInRoles(),
  aCustomRole({ name: 'Packer', description: 'Packs the parcels.', permissions: ['stock', 'orders.view'] }),
  aCustomRole({ name: 'Writer', permissions: ['catalogue.view', 'catalogue.edit'] }),
];

const PAT_INVITED = '2025-05-28T09:00:00.000Z';
const JO_INVITED = '2025-05-10T09:00:00.000Z';

/** One invitation of each state, newest first: Pat's pending, Jo's accepted, Max's taken back (by an account since deleted), Eve's expired. */
const shopInvitations = () => [
  anInvitation({ email: 'pat@example.com', createdAt: PAT_INVITED }),
  anInvitation({
    email: 'jo@example.com',
    role: 'support',
    roleName: 'Support',
    invitedBy: 'lin',
    createdAt: JO_INVITED,
    state: 'accepted',
  }),
  anInvitation({ email: 'max@example.com', role: 'packer', roleName: 'Packer', invitedBy: null, state: 'revoked' }),
  anInvitation({ email: 'eve@example.com', role: 'manager', roleName: 'Manager', state: 'expired' }),
];

const shopApi = (options: Parameters<typeof staffApi>[2] = {}) =>
  staffApi(shopStaff(), shopRoles(), { invitations: shopInvitations(), ...options });

async function renderStaff(api: ApiHandler = shopApi()) {
  const view = await renderAdminPage(<StaffPage />, { route: PAGE, path: PAGE, api });
  await screen.findByRole('table', { name: 'Staff members' });
  await screen.findByRole('list', { name: 'Roles' });
  return view;
}

const table = () => screen.getByRole('table', { name: 'Staff members' });
const rowOf = (username: string) => within(table()).getByText(username).closest('tr') as HTMLElement;
const roleSelect = (username: string) => screen.getByRole('combobox', { name: `Role of ${username}` });
const roleCard = (name: string) => screen.getByRole('article', { name });
const invitationsTable = () => screen.getByRole('table', { name: 'Invitations' });
const invitationRow = (email: string) => within(invitationsTable()).getByText(email).closest('tr') as HTMLElement;
const stateOf = (email: string) => textsByRole(invitationRow(email), 'cell')[5];

describe('the staff page', () => {
  it('lists the staff members with their role, last sign-in, two-factor sign-in, open sessions and state', async () => {
    await renderStaff();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Staff \|/);
    expect(screen.getByText('5 staff members, 6 roles.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Staff members' })).toBeInTheDocument();

    expect(textsByRole(table(), 'columnheader')).toEqual([
      'Staff member',
      'Role',
      'Last sign-in',
      'Two-factor',
      'Open sessions',
      'State',
      'Actions',
    ]);
    const lin = textsByRole(rowOf('lin'), 'cell');
    expect(lin[0]).toBe('linlin@example.com');
    expect(lin.slice(2, 6)).toEqual([
      `Last sign-in${formatDate(LIN_SIGNED_IN, 'localDateTime')}`,
      'Two-factorOn',
      'Open sessions3',
      'StateActive',
    ]);
    const sam = textsByRole(rowOf('sam'), 'cell');
    expect(sam.slice(2, 6)).toEqual([
      'Last sign-inNever',
      'Two-factorOff',
      'Open sessions0',
      `StateSuspendedsince ${formatDate(SAM_SUSPENDED, 'medium')}`,
    ]);

    // Each role is a select of the shop's roles, on the member's own.
    expect(roleSelect('lin')).toHaveValue('manager');
    expect(textsByRole(roleSelect('lin'), 'option')).toEqual(['Owner', 'Manager', 'Fulfilment', 'Support', 'Packer', 'Writer']);
    expect(roleSelect('sam')).toHaveDisplayValue('Packer');
    expect(roleSelect('lin')).toBeEnabled();

    // One's own role and suspension are not for oneself to change.
    expect(rowOf('grace')).toHaveTextContent('(you)');
    expect(roleSelect('grace')).toBeDisabled();
    expect(roleSelect('grace')).toHaveAccessibleDescription('You cannot change your own role.');
    expect(within(rowOf('grace')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('lin')).getByRole('button', { name: 'Suspend lin' })).toBeInTheDocument();
    expect(within(rowOf('sam')).getByRole('button', { name: 'Restore sam' })).toBeInTheDocument();
    expect(within(rowOf('sam')).queryByRole('button', { name: 'Suspend sam' })).not.toBeInTheDocument();
  });

  it('lists the roles with what they allow and how many hold them; only the owner’s own can be changed', async () => {
    await renderStaff();
    expect(screen.getByRole('heading', { level: 2, name: 'Roles' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Roles' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Owner', 'Manager', 'Fulfilment', 'Support', 'Packer', 'Writer']);

    const owner = roleCard('Owner');
    expect(owner).toHaveTextContent('Built-in');
    expect(owner).toHaveTextContent('Everything. A shop always keeps at least one owner.');
    expect(owner).toHaveTextContent('1 staff member holds it.');
    expect(textsByRole(owner, 'term')).toEqual(['Catalogue', 'Orders', 'Customers', 'Shop', 'Staff']);
    expect(owner).toHaveTextContent(PERMISSIONS.staff);
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    expect(roleCard('Fulfilment')).toHaveTextContent('Nobody holds it yet.');
    expect(within(roleCard('Manager')).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();

    const packer = roleCard('Packer');
    expect(packer).not.toHaveTextContent('Built-in');
    expect(packer).toHaveTextContent('Packs the parcels.');
    expect(packer).toHaveTextContent('2 staff members hold it.');
    // Its permissions, by what they allow, under their groups.
    expect(textsByRole(packer, 'term')).toEqual(['Catalogue', 'Orders']);
    expect(textsByRole(packer, 'listitem')).toEqual([PERMISSIONS.stock, PERMISSIONS['orders.view']]);
    expect(within(packer).getByRole('button', { name: 'Edit Packer' })).toBeInTheDocument();
    expect(within(packer).getByRole('button', { name: 'Delete Packer' })).toBeInTheDocument();
  });

  it('changes a member’s role at once, sending its handle', async () => {
    const { user, fetchMock } = await renderStaff();
    await user.selectOptions(roleSelect('lin'), 'Fulfilment');
    expect(await screen.findByText('Role changed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/staff/staff-lin/role').map((call) => call.body)).toEqual([{ role: 'fulfilment' }]);
    expect(roleSelect('lin')).toHaveValue('fulfilment');
    // The roles' counts follow.
    await waitFor(() => expect(roleCard('Fulfilment')).toHaveTextContent('1 staff member holds it.'));
    expect(roleCard('Manager')).toHaveTextContent('Nobody holds it yet.');
  });

  it('shows the API’s refusal to demote the last owner, and keeps their role', async () => {
    const lead = aCustomRole({ name: 'Staff lead', permissions: ['staff', 'audit'] });
    const api = staffApi(
      [meAsStaff({ role: lead.handle, roleName: lead.name }), aStaffMember({ username: 'ola' })],
      [...builtInRoles(), lead],
    );
    const { user, fetchMock } = await renderStaff(api);
    expect(roleSelect('ola')).toHaveValue('owner');
    await user.selectOptions(roleSelect('ola'), 'Manager');
    expect(await screen.findByText('The last owner cannot be demoted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/staff/staff-ola/role').map((call) => call.body)).toEqual([{ role: 'manager' }]);
    await waitFor(() => expect(roleSelect('ola')).toHaveValue('owner'));
    expect(roleSelect('ola')).toBeEnabled();
  });

  it('suspends a member after asking, then restores them', async () => {
    const { user, fetchMock } = await renderStaff();
    await user.click(screen.getByRole('button', { name: 'Suspend lin' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Suspend lin?' });
    expect(dialog).toHaveAccessibleDescription('They are signed out everywhere at once and cannot sign in until restored.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff/staff-lin/suspend')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Suspend lin' }));
    dialog = screen.getByRole('alertdialog', { name: 'Suspend lin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('lin is suspended and signed out everywhere.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff/staff-lin/suspend')).toHaveLength(1);
    await waitFor(() => expect(textsByRole(rowOf('lin'), 'cell')[5]).toMatch(/^StateSuspended/));
    expect(textsByRole(rowOf('lin'), 'cell')[4]).toBe('Open sessions0');

    await user.click(within(rowOf('lin')).getByRole('button', { name: 'Restore lin' }));
    expect(await screen.findByText('lin can sign in again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff/staff-lin/restore')).toHaveLength(1);
    await waitFor(() => expect(textsByRole(rowOf('lin'), 'cell')[5]).toBe('StateActive'));
    expect(within(rowOf('lin')).getByRole('button', { name: 'Suspend lin' })).toBeInTheDocument();
  });

  it('says in the dialog why the last owner cannot be suspended', async () => {
    const lead = aCustomRole({ name: 'Staff lead', permissions: ['staff'] });
    const api = staffApi(
      [meAsStaff({ role: lead.handle, roleName: lead.name }), aStaffMember({ username: 'ola' })],
      [...builtInRoles(), lead],
    );
    const { user } = await renderStaff(api);
    await user.click(screen.getByRole('button', { name: 'Suspend ola' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend ola?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ola was not suspended.The last owner cannot be suspended.');
    expect(textsByRole(rowOf('ola'), 'cell')[5]).toBe('StateActive');
  });

  it('creates a role from the permissions ticked, checking it as the server does and showing its refusal', async () => {
    const { user, fetchMock } = await renderStaff();
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = screen.getByRole('dialog', { name: 'New role' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    // The permissions, grouped, each by what it allows, its key beside it.
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Permissions', 'Catalogue', 'Orders', 'Customers', 'Shop', 'Staff']);
    const box = (permission: keyof typeof PERMISSIONS) => within(dialog).getByRole('checkbox', { name: PERMISSIONS[permission] });
    expect(box('orders.view')).toHaveAccessibleDescription('orders.view');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(Object.keys(PERMISSIONS).length);

    // Nothing given: the shared schema's messages, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription('Choose at least one permission');
    expect(callsTo(fetchMock, 'POST', '/staff/roles')).toHaveLength(0);

    // A name already taken: the server's 409, in its words.
    await user.type(within(dialog).getByLabelText('Name'), 'packer');
    await user.click(box('exchanges'));
    await user.click(box('orders.view'));
    await user.click(box('stock'));
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add the role.A role with this name already exists.');

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Returns desk');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Exchanges and returns.');
    await user.click(box('stock'));
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('Role Returns desk created.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The permissions go in the table's order, whatever the order they were ticked in.
    expect(callsTo(fetchMock, 'POST', '/staff/roles').map((call) => call.body)).toEqual([
      { name: 'packer', description: '', permissions: ['stock', 'orders.view', 'exchanges'] },
      { name: 'Returns desk', description: 'Exchanges and returns.', permissions: ['orders.view', 'exchanges'] },
    ]);
    const added = await screen.findByRole('article', { name: 'Returns desk' });
    expect(textsByRole(added, 'listitem')).toEqual([PERMISSIONS['orders.view'], PERMISSIONS.exchanges]);
    // The new role is offered to the staff.
    expect(textsByRole(roleSelect('lin'), 'option')).toContain('Returns desk');
  });

  it('changes a role the owner made, starting from what it is', async () => {
    const { user, fetchMock } = await renderStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Packer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit role' });
    const box = (permission: keyof typeof PERMISSIONS) => within(dialog).getByRole('checkbox', { name: PERMISSIONS[permission] });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Packer');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('Packs the parcels.');
    expect(box('stock')).toBeChecked();
    expect(box('orders.view')).toBeChecked();
    expect(box('orders.fulfil')).not.toBeChecked();

    await user.click(box('stock'));
    await user.click(box('orders.fulfil'));
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Shipper');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Role Shipper saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/staff/roles/packer').map((call) => call.body)).toEqual([
      { name: 'Shipper', description: 'Packs the parcels.', permissions: ['orders.view', 'orders.fulfil'] },
    ]);
    expect(textsByRole(roleCard('Shipper'), 'listitem')).toEqual([PERMISSIONS['orders.view'], PERMISSIONS['orders.fulfil']]);
    // Its holders' role is named anew.
    await waitFor(() => expect(roleSelect('kim')).toHaveDisplayValue('Shipper'));
  });

  it('deletes a role nobody holds after asking, and says why one that staff hold is not deleted', async () => {
    const { user, fetchMock } = await renderStaff();
    await user.click(screen.getByRole('button', { name: 'Delete Packer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete role?' });
    expect(dialog).toHaveTextContent('Packer will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The role was not deleted.2 staff members hold this role; give them another role first.',
    );
    expect(roleCard('Packer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'Writer',
      dialog: 'Delete role?',
      request: '/staff/roles/writer',
      said: 'Role Writer deleted.',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Writer' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/staff/roles/packer')).toHaveLength(1);
  });

  it('lists the invitations with their role, sender, dates and state; only pending ones can be taken back', async () => {
    await renderStaff();
    expect(screen.getByRole('heading', { level: 2, name: 'Invitations' })).toBeInTheDocument();
    expect(screen.getByText(`The link works once, for ${INVITATION_HOURS} hours.`, { exact: false })).toHaveTextContent(
      `To add a staff member, invite them by email with a role. The link works once, for ${INVITATION_HOURS} hours. The person sets their password, then turns on two-factor sign-in.`,
    );
    await screen.findByRole('table', { name: 'Invitations' });

    expect(textsByRole(invitationsTable(), 'columnheader')).toEqual(['Email', 'Role', 'Sent by', 'Sent', 'Expires', 'State', 'Actions']);
    expect(textsByRole(invitationRow('pat@example.com'), 'cell')).toEqual([
      'pat@example.com',
      'RoleFulfilment',
      'Sent bygrace',
      `Sent${formatDate(PAT_INVITED, 'medium')}`,
      `Expires${formatDate(expiryOf(PAT_INVITED), 'medium')}`,
      'StatePending',
      'Take back',
    ]);
    expect(textsByRole(invitationRow('jo@example.com'), 'cell').slice(1, 3)).toEqual(['RoleSupport', 'Sent bylin']);
    // Who sent it is gone once their account is.
    expect(textsByRole(invitationRow('max@example.com'), 'cell')[2]).toBe('Sent byDeleted account');

    expect(['pat@example.com', 'jo@example.com', 'max@example.com', 'eve@example.com'].map(stateOf)).toEqual([
      'StatePending',
      'StateAccepted',
      'StateTaken back',
      'StateExpired',
    ]);
    expect(
      within(invitationRow('pat@example.com')).getByRole('button', { name: 'Take back the invitation to pat@example.com' }),
    ).toBeEnabled();
    for (const email of ['jo@example.com', 'max@example.com', 'eve@example.com'])
      expect(within(invitationRow(email)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a person with a role, checking it as the server does and showing its refusal in the form', async () => {
    const { user, fetchMock } = await renderStaff();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite to the staff' });
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    // The shop's roles, Fulfilment first chosen.
    const role = within(dialog).getByLabelText('Role');
    expect(textsByRole(role, 'option')).toEqual(['Owner', 'Manager', 'Fulfilment', 'Support', 'Packer', 'Writer']);
    expect(role).toHaveValue('fulfilment');

    // Nothing given: the shared schema's message, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/staff/invitations')).toHaveLength(0);

    // Someone already on the staff: the server's 409, in its words.
    await user.type(within(dialog).getByLabelText('Email'), 'lin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not send the invitation.This person is already on the staff.',
    );

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), ' Ana@Example.com ');
    await user.selectOptions(role, 'Packer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation is on its way to ana@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff/invitations').map((call) => call.body)).toEqual([
      { email: 'lin@example.com', role: 'fulfilment' },
      { email: 'ana@example.com', role: 'packer' },
    ]);

    // The new invitation heads the list, pending.
    await waitFor(() => expect(within(invitationsTable()).getAllByRole('row')[1]).toHaveTextContent('ana@example.com'));
    expect(textsByRole(invitationRow('ana@example.com'), 'cell').slice(1, 6)).toEqual([
      'RolePacker',
      'Sent bygrace',
      `Sent${formatDate(INVITED_AT, 'medium')}`,
      `Expires${formatDate(expiryOf(INVITED_AT), 'medium')}`,
      'StatePending',
    ]);
  });

  it('asks the owner to confirm who they are when the server wants it, then sends the invitation again', async () => {
    let proved = false;
    const api = shopApi();
    const { user, fetchMock } = await renderStaff((call) => {
      if (call.method === 'POST' && call.path === '/auth/reauthenticate') {
        const { password } = call.body as { password?: string };
        if (password !== 'correct horse') return Response.json({ message: 'Your password is not right.' }, { status: 400 });
        proved = true;
        return Response.json({ message: 'Thank you: you can go on.' });
      }
      if (call.method === 'POST' && call.path === '/staff/invitations' && !proved) {
        return Response.json({ message: REAUTH_MESSAGE, code: 'reauth-required' }, { status: 403 });
      }
      return api(call);
    });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const invite = screen.getByRole('dialog', { name: 'Invite to the staff' });
    await user.type(within(invite).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(confirm).toHaveAccessibleDescription(REAUTH_MESSAGE);
    expect(within(confirm).getByLabelText('Password')).toHaveFocus();
    await user.type(within(confirm).getByLabelText('Password'), 'not it');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Not confirmedYour password is not right.');

    // A code from the app is the other way; back to the password.
    await user.click(within(confirm).getByRole('button', { name: 'Use a code from your app instead' }));
    expect(within(confirm).getByLabelText('Code')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Use your password instead' }));
    await user.type(within(confirm).getByLabelText('Password'), 'correct horse');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    // Proved: the invitation went again, once, and was sent.
    expect(await screen.findByText('An invitation is on its way to ana@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff/invitations')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', '/auth/reauthenticate').map((call) => call.body)).toEqual([
      { password: 'not it' },
      { password: 'correct horse' },
    ]);
  });

  it('keeps the task undone, saying why, when the owner does not confirm who they are', async () => {
    const api = shopApi();
    const { user, fetchMock } = await renderStaff((call) =>
      call.method === 'POST' && call.path === '/staff/invitations'
        ? Response.json({ message: REAUTH_MESSAGE, code: 'reauth-required' }, { status: 403 })
        : api(call),
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const invite = screen.getByRole('dialog', { name: 'Invite to the staff' });
    await user.type(within(invite).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(await within(invite).findByRole('alert')).toHaveTextContent(`Could not send the invitation.${REAUTH_MESSAGE}`);
    expect(within(invite).getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(callsTo(fetchMock, 'POST', '/staff/invitations')).toHaveLength(1);
  });

  it('says in the form when the shop cannot send mail yet, keeping what was typed', async () => {
    const { user, fetchMock } = await renderStaff(shopApi({ mailDelivers: false }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite to the staff' });
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Could not send the invitation.${NO_MAIL_MESSAGE}`);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(callsTo(fetchMock, 'POST', '/staff/invitations')).toHaveLength(1);
    expect(within(invitationsTable()).queryByText('ana@example.com')).not.toBeInTheDocument();
  });

  it('takes back a pending invitation after asking, and then shows it taken back', async () => {
    const { user, fetchMock } = await renderStaff();
    const takeBack = await screen.findByRole('button', { name: 'Take back the invitation to pat@example.com' });
    await user.click(takeBack);
    let dialog = screen.getByRole('alertdialog', { name: 'Take back the invitation?' });
    expect(dialog).toHaveAccessibleDescription('Take back the invitation to pat@example.com? Its link stops working.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/staff/invitations/invitation-pat')).toHaveLength(0);

    await user.click(takeBack);
    dialog = screen.getByRole('alertdialog', { name: 'Take back the invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(await screen.findByText('Invitation taken back.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/staff/invitations/invitation-pat')).toHaveLength(1);
    await waitFor(() => expect(stateOf('pat@example.com')).toBe('StateTaken back'));
    expect(within(invitationRow('pat@example.com')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says in the dialog why an invitation accepted meanwhile is not taken back', async () => {
    const shop = shopApi();
    const api: ApiHandler = (call) =>
      call.method === 'DELETE' && call.path === '/staff/invitations/invitation-pat'
        ? Response.json({ message: 'This invitation was already accepted or taken back.' }, { status: 400 })
        : shop(call);
    const { user } = await renderStaff(api);
    await user.click(await screen.findByRole('button', { name: 'Take back the invitation to pat@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take back the invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The invitation was not taken back.This invitation was already accepted or taken back.',
    );
  });

  it('says when no invitation was sent yet, after a skeleton, and when the invitations cannot be loaded', async () => {
    const { unmount } = await skeletonThenEmpty((api) => renderAdminPage(<StaffPage />, { route: PAGE, path: PAGE, api }), {
      holds: ({ path }) => path === '/staff/invitations',
      api: staffApi(shopStaff(), shopRoles()),
      loading: 'Loading invitations',
      empty: 'No invitations yet.',
    });
    // Invitations can be sent all the same.
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    unmount();

    await tryAgainAfterOutage((api) => renderAdminPage(<StaffPage />, { route: PAGE, path: PAGE, api }), {
      path: '/staff/invitations',
      api: shopApi(),
      message: 'Error loading invitations.',
    });
    expect(await screen.findByRole('table', { name: 'Invitations' })).toBeInTheDocument();
  });

  it('says when there is no staff yet, after a skeleton, and when the staff cannot be loaded', async () => {
    const { unmount } = await skeletonThenEmpty((api) => renderAdminPage(<StaffPage />, { route: PAGE, path: PAGE, api }), {
      holds: ({ path }) => path === '/staff',
      api: staffApi([]),
      loading: 'Loading staff',
      empty: 'No staff yet.',
    });
    // The roles are there all the same.
    expect(await screen.findByRole('article', { name: 'Owner' })).toBeInTheDocument();
    unmount();

    await tryAgainAfterOutage((api) => renderAdminPage(<StaffPage />, { route: PAGE, path: PAGE, api }), {
      path: '/staff',
      api: shopApi(),
      message: 'Error loading staff.',
    });
    expect(await screen.findByRole('table', { name: 'Staff members' })).toBeInTheDocument();
  });

  it('says when the roles cannot be loaded, and leaves the staff’s roles as they are', async () => {
    const staff = shopApi();
    const api: ApiHandler = (call) =>
      call.path === '/staff/roles' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : staff(call);
    await renderAdminPage(<StaffPage />, { route: PAGE, path: PAGE, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading roles.');
    await screen.findByRole('table', { name: 'Staff members' });
    expect(roleSelect('lin')).toHaveDisplayValue('Manager');
    expect(roleSelect('lin')).toBeDisabled();
  });
});
