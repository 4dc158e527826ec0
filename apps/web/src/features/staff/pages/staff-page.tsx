import { INVITATION_HOURS, type StaffInvitation, type StaffMember, type StaffRole } from '@shop/shared/staff.schema';
import { MailPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { EveryonesApiTokensSection } from '@/features/api-tokens/components/everyones-api-tokens-section';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { useStaffRoles } from '../api/change-roles';
import { useStaff } from '../api/change-staff';
import { useStaffInvitations } from '../api/invitations';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { InvitationsTable } from '../components/invitations-table';
import { InviteStaffModal } from '../components/invite-staff-modal';
import { RevokeInvitationDialog } from '../components/revoke-invitation-dialog';
import { RoleCard } from '../components/role-card';
import { RoleFormModal } from '../components/role-form-modal';
import { StaffTable } from '../components/staff-table';
import { SuspendStaffDialog } from '../components/suspend-staff-dialog';

/**
 * `/dashboard/staff` (staff permission): the shop's staff members, each with their role (changed
 * here at once), last sign-in, open sessions and whether they are suspended (and Suspend or
 * Restore); then the invitations to join, each pending one taken back here, and the Invite form;
 * then the roles, built-in and the owner's own, with what each allows and how many hold it. Roles
 * are made, changed and deleted here; built-in ones cannot be.
 */
export function StaffPage() {
  usePageTitle('Staff');
  const staff = useStaff();
  const roles = useStaffRoles();
  const invitations = useStaffInvitations();
  const [suspending, setSuspending] = useState<StaffMember | null>(null);
  // The role form: closed, a new role, or a role being changed.
  const [editing, setEditing] = useState<{ role: StaffRole | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffRole | null>(null);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);

  return (
    <DashboardPage
      title="Staff"
      intro={
        staff.data && roles.data
          ? `${plural(staff.data.length, 'staff member')}, ${plural(roles.data.length, 'role')}.`
          : 'Who works on the shop, and what each role lets them do.'
      }
    >
      <div className="space-y-10">
        <section aria-labelledby="staff-members-title" className="space-y-4">
          <h2 id="staff-members-title" className="text-2xl">
            Staff members
          </h2>
          <QueryStates
            query={staff}
            loading={<SkeletonRows label="Loading staff" rows={3} rowClassName="h-16 rounded-lg" />}
            failed="Error loading staff."
            failedDetail="Please check your connection and try again."
          >
            {(data) =>
              data.length === 0 ? (
                <EmptyState>No staff yet.</EmptyState>
              ) : (
                <StaffTable staff={data} roles={roles.data} onSuspend={setSuspending} />
              )
            }
          </QueryStates>
        </section>

        <section aria-labelledby="staff-invitations-title" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h2 id="staff-invitations-title" className="text-2xl">
                Invitations
              </h2>
              <p className="text-sm text-muted">
                To add a staff member, invite them by email with a role. The link works once, for {INVITATION_HOURS} hours. The person sets
                their password, then turns on two-factor sign-in.
              </p>
            </div>
            {/* The form offers the shop's roles: it opens once they are there. */}
            <Button onClick={() => setInviting(true)} disabled={!roles.data}>
              <MailPlus aria-hidden="true" className="size-4" />
              Invite
            </Button>
          </div>
          <QueryStates
            query={invitations}
            loading={<SkeletonRows label="Loading invitations" rows={2} rowClassName="h-16 rounded-lg" />}
            failed="Error loading invitations."
            failedDetail="Please check your connection and try again."
          >
            {(data) =>
              data.length === 0 ? (
                <EmptyState>No invitations yet.</EmptyState>
              ) : (
                <InvitationsTable invitations={data} onRevoke={setRevoking} />
              )
            }
          </QueryStates>
        </section>

        <section aria-labelledby="staff-roles-title" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h2 id="staff-roles-title" className="text-2xl">
                Roles
              </h2>
              <p className="text-sm text-muted">What each role lets its staff do. Built-in roles cannot be changed.</p>
            </div>
            <Button onClick={() => setEditing({ role: null })}>
              <Plus aria-hidden="true" className="size-4" />
              New role
            </Button>
          </div>
          <QueryStates
            query={roles}
            loading={<SkeletonRows label="Loading roles" rows={4} rowClassName="h-40 rounded-xl" className="grid gap-4 lg:grid-cols-2" />}
            failed="Error loading roles."
            failedDetail="Please check your connection and try again."
          >
            {(data) =>
              data.length === 0 ? (
                <EmptyState>No roles yet.</EmptyState>
              ) : (
                <ul aria-label="Roles" className="grid gap-4 lg:grid-cols-2">
                  {data.map((role) => (
                    <li key={role.handle} className="min-w-0">
                      <RoleCard role={role} onEdit={(chosen) => setEditing({ role: chosen })} onDelete={setDeleting} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryStates>
        </section>

        <EveryonesApiTokensSection />
      </div>

      <SuspendStaffDialog key={`suspend-${suspending?._id ?? 'none'}`} member={suspending} onClose={() => setSuspending(null)} />
      <RoleFormModal open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
      <DeleteRoleDialog key={`delete-${deleting?.handle ?? 'none'}`} role={deleting} onClose={() => setDeleting(null)} />
      <InviteStaffModal open={inviting} roles={roles.data ?? []} onClose={() => setInviting(false)} />
      <RevokeInvitationDialog key={`revoke-${revoking?._id ?? 'none'}`} invitation={revoking} onClose={() => setRevoking(null)} />
    </DashboardPage>
  );
}
