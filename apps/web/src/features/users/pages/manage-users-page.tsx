import type { User } from '@shop/shared/auth.schema';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { RowActions } from '@/components/ui/row-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatDate, plural } from '@/lib/format';
import { useDeleteUser } from '../api/delete-user';
import { useEndUserSessions } from '../api/end-user-sessions';
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
  const endSessions = useEndUserSessions();
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
        <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start lg:flex-nowrap">
          {/* A lost phone or a shared password: every session of the account ends. */}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Sign out ${user.email} everywhere`}
            disabled={endSessions.isPending && endSessions.variables === user._id}
            onClick={() =>
              endSessions.mutate(user._id, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not sign the user out.'),
              })
            }
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
          <RowActions
            name={user.email}
            onEdit={() => onEdit(user)}
            editText="Edit role"
            editLabel={`Edit role of ${user.email}`}
            onDelete={() => onDelete(user)}
          />
        </span>
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
