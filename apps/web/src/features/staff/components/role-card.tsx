import { PERMISSIONS } from '@shop/shared/permissions';
import type { StaffRole } from '@shop/shared/staff.schema';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { groupsOf } from '../permission-groups';

/** How many hold a role, as its card says it. */
export function holdersText(count: number): string {
  return count === 0 ? 'Nobody holds it yet.' : `${plural(count, 'staff member')} ${count === 1 ? 'holds' : 'hold'} it.`;
}

/**
 * One role: its name, what it is for, how many hold it, and what it allows, grouped as the form
 * groups the permissions. A role the owner made can be changed and deleted; a built-in one cannot.
 */
export function RoleCard({
  role,
  onEdit,
  onDelete,
}: {
  role: StaffRole;
  onEdit: (role: StaffRole) => void;
  onDelete: (role: StaffRole) => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="h-full rounded-xl border border-line bg-white p-4 md:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-xl break-words">
              {role.name}
            </h3>
            {role.builtIn ? (
              <Badge tone="info">
                <span className="normal-case">Built-in</span>
              </Badge>
            ) : null}
          </div>
          {role.description ? <p className="text-sm break-words text-muted">{role.description}</p> : null}
          <p className="text-xs text-muted">{holdersText(role.memberCount)}</p>
        </div>
        {role.builtIn ? null : (
          <span className="inline-flex flex-wrap gap-1">
            <Button variant="ghost" size="sm" aria-label={`Edit ${role.name}`} onClick={() => onEdit(role)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button variant="ghost-danger" size="sm" aria-label={`Delete ${role.name}`} onClick={() => onDelete(role)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </span>
        )}
      </header>
      <h4 className="sr-only">What {role.name} may do</h4>
      <dl className="mt-4 grid gap-x-6 gap-y-3 border-t border-line pt-4 sm:grid-cols-2">
        {groupsOf(role.permissions).map((group) => (
          <div key={group.name} className="min-w-0">
            <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{group.name}</dt>
            <dd className="mt-1">
              <ul className="list-disc space-y-1 pl-4 text-sm marker:text-stone">
                {group.permissions.map((permission) => (
                  <li key={permission} title={permission} className="break-words">
                    {PERMISSIONS[permission]}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
