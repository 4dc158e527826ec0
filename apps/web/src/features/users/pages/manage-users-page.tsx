import type { User } from '@shop/shared/auth.schema';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { RowActions } from '@/components/ui/row-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { formatDate, plural } from '@/lib/format';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { EditRoleModal } from '../components/edit-role-modal';

export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const users = useUsers();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const deleteUser = useDeleteUser();

  return (
    <DashboardPage title="Manage Users" intro={users.data ? plural(users.data.length, 'account') : 'Every account of the shop.'}>
      {users.isPending ? (
        <UsersSkeleton />
      ) : users.isError ? (
        <LoadFailed title="Error loading users!" onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState>No users yet.</EmptyState>
      ) : (
        <UsersTable users={users.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <EditRoleModal user={editing} onClose={() => setEditing(null)} />
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

function UsersTable({ users, onEdit, onDelete }: { users: User[]; onEdit: (user: User) => void; onDelete: (user: User) => void }) {
  const me = useUser();
  const columns: Column<User>[] = [
    { label: '#', variant: 'wide-only', className: 'text-muted tabular-nums', cell: (_user, index) => index + 1 },
    {
      label: 'Email',
      cell: (user) => (
        <>
          <span className="break-all">{user.email}</span>
          {user._id === me?._id ? <span className="ml-2 text-xs text-muted">(you)</span> : null}
        </>
      ),
    },
    { label: 'User Name', cell: (user) => user.username },
    { label: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    { label: 'Joined', cell: (user) => formatDate(user.createdAt, 'medium') },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (user) => (
        <RowActions
          name={user.email}
          onEdit={() => onEdit(user)}
          editText="Edit role"
          editLabel={`Edit role of ${user.email}`}
          onDelete={() => onDelete(user)}
        />
      ),
    },
  ];
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

function UsersSkeleton() {
  return (
    <div role="status" aria-label="Loading users" className="space-y-3">
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-14 rounded-lg" />
      ))}
    </div>
  );
}
