import type { User } from '@shop/shared/auth.schema';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditRoleModal } from '../components/edit-role-modal';

const COLUMNS = ['#', 'Email', 'User Name', 'Role', 'Joined', 'Actions'] as const;
const joinedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const users = useUsers();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <DashboardPage
      title="Manage Users"
      intro={users.data ? `${users.data.length} ${users.data.length === 1 ? 'account' : 'accounts'}` : 'Every account of the shop.'}
    >
      {users.isPending ? (
        <UsersSkeleton />
      ) : users.isError ? (
        <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-8 text-center text-danger">
          <p className="font-medium">Error loading users!</p>
          <Button variant="secondary" className="mt-4" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : users.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center text-muted">No users yet.</p>
      ) : (
        <UsersTable users={users.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <EditRoleModal user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

function UsersTable({ users, onEdit, onDelete }: { users: User[]; onEdit: (user: User) => void; onDelete: (user: User) => void }) {
  const me = useUser();
  return (
    <Table caption="Users">
      <TableHead columns={COLUMNS} />
      <TableBody>
        {users.map((user, index) => (
          <TableRow key={user._id}>
            <TableCell label="#" variant="wide-only" className="text-muted tabular-nums">
              {index + 1}
            </TableCell>
            <TableCell label="Email">
              <span className="break-all">{user.email}</span>
              {user._id === me?._id ? <span className="ml-2 text-xs text-muted">(you)</span> : null}
            </TableCell>
            <TableCell label="User Name">{user.username}</TableCell>
            <TableCell label="Role">
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell label="Joined">{formatJoined(user.createdAt)}</TableCell>
            <TableCell label="Actions" variant="actions">
              <span className="inline-flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => onEdit(user)} aria-label={`Edit role of ${user.email}`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit role
                </Button>
                <Button variant="ghost-danger" size="sm" onClick={() => onDelete(user)} aria-label={`Delete ${user.email}`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
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

function formatJoined(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '—' : joinedFormat.format(date);
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
