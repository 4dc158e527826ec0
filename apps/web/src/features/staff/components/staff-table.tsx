import type { StaffMember, StaffRole } from '@shop/shared/staff.schema';
import { Ban, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { inputStyles } from '@/components/ui/field';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/features/auth/auth-store';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { useChangeStaffRole, useRestoreStaffMember } from '../api/change-staff';

export const ROLE_CHANGE_FAILED = 'Could not change the role.';
export const RESTORE_FAILED = 'Could not restore the staff member.';

/**
 * The staff members, each with their role (a select that changes it at once; not one's own),
 * their last sign-in, their open sessions, whether they are suspended, and Suspend or Restore.
 * `roles` is undefined while the shop's roles load: the select then offers the member's own alone.
 */
export function StaffTable({
  staff,
  roles,
  onSuspend,
}: {
  staff: StaffMember[];
  roles: StaffRole[] | undefined;
  onSuspend: (member: StaffMember) => void;
}) {
  const me = useUser();
  const columns: Column<StaffMember>[] = [
    {
      // On phones the card opens with who they are, without a label.
      label: 'Staff member',
      variant: 'lead',
      cell: (member) => (
        <span className="block min-w-0 space-y-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-words">{member.username}</span>
            {member._id === me?._id ? <span className="text-xs text-muted">(you)</span> : null}
          </span>
          <span className="block [overflow-wrap:anywhere] text-muted">{member.email}</span>
        </span>
      ),
    },
    { label: 'Role', cell: (member) => <RoleSelect member={member} roles={roles} self={member._id === me?._id} /> },
    {
      label: 'Last sign-in',
      className: 'whitespace-nowrap',
      cell: (member) =>
        member.lastSignInAt ? <DateTime value={member.lastSignInAt} format="localDateTime" /> : <span className="text-muted">Never</span>,
    },
    {
      label: 'Two-factor',
      cell: (member) => (member.twoFactorEnabled ? <Badge tone="success">On</Badge> : <Badge tone="warning">Off</Badge>),
    },
    { label: 'Open sessions', className: 'tabular-nums', cell: (member) => String(member.sessionCount) },
    {
      label: 'State',
      cell: (member) =>
        member.suspendedAt ? (
          <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
            <Badge tone="danger">Suspended</Badge>
            <span className="text-xs text-muted">
              since <DateTime value={member.suspendedAt} format="medium" />
            </span>
          </span>
        ) : (
          <Badge tone="success">Active</Badge>
        ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      // Not oneself: the API refuses it, and one would be signed out here too.
      cell: (member) => (member._id === me?._id ? null : <MemberActions member={member} onSuspend={onSuspend} />),
    },
  ];
  return <DataTable caption="Staff members" rows={staff} columns={columns} />;
}

/** A member's role, changed as soon as another is chosen; the server's word (or refusal) in a toast. */
function RoleSelect({ member, roles, self }: { member: StaffMember; roles: StaffRole[] | undefined; self: boolean }) {
  const change = useChangeStaffRole();
  const hintId = useId();
  // While the change is on its way, the select shows the role chosen; a refusal puts the old one back.
  const value = change.isPending ? change.variables.role : member.role;
  const options =
    roles && roles.some((role) => role.handle === member.role) ? roles : [{ handle: member.role, name: member.roleName }, ...(roles ?? [])];
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <select
        aria-label={`Role of ${member.username}`}
        aria-describedby={self ? hintId : undefined}
        value={value}
        disabled={self || roles === undefined || change.isPending}
        onChange={(event) =>
          change.mutate(
            { id: member._id, role: event.target.value },
            {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(apiErrorDetail(error) ?? ROLE_CHANGE_FAILED),
            },
          )
        }
        className={cn(inputStyles, 'min-h-touch w-auto max-w-full min-w-36')}
      >
        {options.map((role) => (
          <option key={role.handle} value={role.handle}>
            {role.name}
          </option>
        ))}
      </select>
      {self ? (
        <span id={hintId} className="text-xs text-muted">
          You cannot change your own role.
        </span>
      ) : null}
    </span>
  );
}

function MemberActions({ member, onSuspend }: { member: StaffMember; onSuspend: (member: StaffMember) => void }) {
  const restore = useRestoreStaffMember();
  if (member.suspendedAt === null) {
    return (
      <Button variant="ghost-danger" size="sm" aria-label={`Suspend ${member.username}`} onClick={() => onSuspend(member)}>
        <Ban aria-hidden="true" className="size-4" />
        Suspend
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Restore ${member.username}`}
      disabled={restore.isPending}
      onClick={() =>
        restore.mutate(member._id, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(apiErrorDetail(error) ?? RESTORE_FAILED),
        })
      }
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Restore
    </Button>
  );
}
