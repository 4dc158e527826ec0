import type { StaffInvitation } from '@shop/shared/staff.schema';
import { Undo2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { DataTable, type Column } from '@/components/ui/table';

/** Each state of an invitation, as its badge says it. */
export const INVITATION_STATES: Record<StaffInvitation['state'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  revoked: { label: 'Taken back', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'danger' },
};

/**
 * The invitations sent, newest first: to whom, with which role, who sent it, when, until when its
 * link works, and its state; a pending one can be taken back.
 */
export function InvitationsTable({
  invitations,
  onRevoke,
}: {
  invitations: StaffInvitation[];
  onRevoke: (invitation: StaffInvitation) => void;
}) {
  const columns: Column<StaffInvitation>[] = [
    {
      // On phones the card opens with the address, without a label.
      label: 'Email',
      variant: 'lead',
      cell: (invitation) => <span className="block min-w-0 font-medium [overflow-wrap:anywhere]">{invitation.email}</span>,
    },
    { label: 'Role', cell: (invitation) => invitation.roleName },
    {
      label: 'Sent by',
      cell: (invitation) => invitation.invitedBy ?? <span className="text-muted">Deleted account</span>,
    },
    { label: 'Sent', className: 'whitespace-nowrap', cell: (invitation) => <DateTime value={invitation.createdAt} format="medium" /> },
    { label: 'Expires', className: 'whitespace-nowrap', cell: (invitation) => <DateTime value={invitation.expiresAt} format="medium" /> },
    {
      label: 'State',
      cell: (invitation) => <Badge tone={INVITATION_STATES[invitation.state].tone}>{INVITATION_STATES[invitation.state].label}</Badge>,
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (invitation) =>
        invitation.state === 'pending' ? (
          <Button
            variant="ghost-danger"
            size="sm"
            aria-label={`Take back the invitation to ${invitation.email}`}
            onClick={() => onRevoke(invitation)}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Take back
          </Button>
        ) : null,
    },
  ];
  return <DataTable caption="Invitations" rows={invitations} columns={columns} />;
}
