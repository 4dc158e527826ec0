import type { AdminUser, User } from '@shop/shared/auth.schema';
import { ADMIN_SEARCH_MAX, DEFAULT_PAGE_SIZE } from '@shop/shared/constants';
import { can } from '@shop/shared/can';
import { paths, withQuery } from '@shop/shared/routes';
import { LogOut, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DateTime } from '@/components/ui/date-time';
import { RowActions } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/toast';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatDollars, plural } from '@/lib/format';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useDeleteUser } from '../api/delete-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUsers } from '../api/get-users';
import { EditRoleModal } from '../components/edit-role-modal';
import { EraseAccountDialog } from '@/features/privacy/components/erase-account-dialog';

export const MANAGE_USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const SEARCH_KEY = 'search';

/**
 * `/dashboard/users` (admin): the accounts, oldest first, searched by email or name (in the URL),
 * each with their orders, total spent and open sessions; roles change in the specification's modal.
 */
export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const paging = useUrlPaging(SEARCH_KEY);
  const search = paging.filter.trim();
  const users = useUsers({ search: search || undefined, page: paging.page, limit: MANAGE_USERS_PAGE_SIZE });
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [erasing, setErasing] = useState<User | null>(null);
  const deleteUser = useDeleteUser();

  const list = usePagedList(paging, MANAGE_USERS_PAGE_SIZE, users, (data) => ({ total: data.total }));

  return (
    <DashboardPage
      title="Manage Users"
      intro={users.data ? `${plural(list.view.total, 'account')}${search ? ' found' : ''}` : 'Every account of the shop.'}
    >
      <SearchBox
        label="Search users"
        placeholder="Email or name"
        value={search}
        maxLength={ADMIN_SEARCH_MAX}
        onSearch={(text) => paging.setParams({ [SEARCH_KEY]: text }, { replace: true })}
        className="mb-5 sm:max-w-sm"
      />
      <ListStates
        list={list}
        noun="users"
        failed="Error loading users!"
        rowClassName="h-14 rounded-lg"
        empty={
          search ? { title: 'No users found', children: <>No account’s email or name holds “{search}”.</> } : { children: 'No users yet.' }
        }
        onClear={search ? () => paging.setFilter('') : undefined}
      >
        {(data) => <UsersTable users={data.users} onEdit={setEditing} onDelete={setDeleting} onErase={setErasing} />}
      </ListStates>
      <EditRoleModal user={editing} onClose={() => setEditing(null)} />
      {erasing ? <EraseAccountDialog user={erasing} onClose={() => setErasing(null)} /> : null}
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete user?"
        describe={(target) => (
          <>
            <span className="font-medium text-ink">{target.email}</span> will lose their account. This cannot be undone.
          </>
        )}
        mutation={deleteUser}
        successMessage="User deleted successfully!"
        failureMessage="Failed to delete user."
        onClose={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}

function UsersTable({
  users,
  onEdit,
  onDelete,
  onErase,
}: {
  users: AdminUser[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** A customer asked for their account to be deleted: their data goes and their orders are kept without it. */
  onErase: (user: User) => void;
}) {
  const me = useUser();
  // Each control shows only to those the API lets use it: roles are the owners' ('staff'); deleting
  // an account and signing it out everywhere need 'customers.delete'.
  const mayChangeRoles = can(me, 'staff');
  const mayDelete = can(me, 'customers.delete');
  const endSessions = useEndUserSessions();
  const columns: Column<AdminUser>[] = [
    {
      // On phones the card opens with who they are, without a label.
      label: 'User',
      variant: 'lead',
      cell: (user) => (
        <span className="block min-w-0 space-y-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-words">{user.username}</span>
            <RoleBadge role={user.role} />
            {user._id === me?._id ? <span className="text-xs text-muted">(you)</span> : null}
          </span>
          <span className="block [overflow-wrap:anywhere] text-muted">{user.email}</span>
          <span className="block text-xs text-muted">
            Joined <DateTime value={user.createdAt} format="medium" />
          </span>
        </span>
      ),
    },
    {
      label: 'Orders',
      className: 'tabular-nums',
      cell: (user) =>
        user.orderCount > 0 ? (
          <Link
            to={withQuery(paths.manageOrders, { search: user.email })}
            aria-label={`${plural(user.orderCount, 'order')} of ${user.email}`}
            className="underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {user.orderCount}
          </Link>
        ) : (
          0
        ),
    },
    { label: 'Total Spent', className: 'tabular-nums whitespace-nowrap', cell: (user) => formatDollars(user.totalSpent) },
    {
      label: 'Sessions',
      cell: (user) => (
        <span className="inline-flex items-center gap-2">
          <span className="tabular-nums">{user.sessionCount}</span>
          {/* A lost phone or a shared password: every session of the account ends. Not one's own: it would sign one out here too. */}
          {user._id === me?._id || !mayDelete ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`End all sessions of ${user.email}`}
              disabled={user.sessionCount === 0 || (endSessions.isPending && endSessions.variables === user._id)}
              onClick={() =>
                endSessions.mutate(user._id, {
                  onSuccess: ({ message }) => toast.success(message),
                  onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not end the sessions.'),
                })
              }
            >
              <LogOut aria-hidden="true" className="size-4" />
              End all
            </Button>
          )}
        </span>
      ),
    },
  ];
  if (mayChangeRoles || mayDelete) {
    columns.push({
      label: 'Actions',
      variant: 'actions',
      cell: (user) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-1 md:justify-start">
          <RowActions
            name={user.email}
            onEdit={mayChangeRoles ? () => onEdit(user) : undefined}
            editText="Edit role"
            editLabel={`Edit role of ${user.email}`}
            onDelete={mayDelete ? () => onDelete(user) : undefined}
          />
          {mayDelete && user.role === 'user' ? (
            <Button variant="ghost" size="sm" aria-label={`Delete ${user.email} at their request`} onClick={() => onErase(user)}>
              <UserX aria-hidden="true" className="size-4" />
              At their request
            </Button>
          ) : null}
        </span>
      ),
    });
  }
  return <DataTable caption="Users" rows={users} columns={columns} />;
}

function RoleBadge({ role }: { role: User['role'] }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide capitalize',
        role === 'admin' ? 'bg-ink text-paper' : 'bg-clay-soft text-clay',
      )}
    >
      {role}
    </span>
  );
}
