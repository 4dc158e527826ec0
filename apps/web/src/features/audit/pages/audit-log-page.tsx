import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE, type AuditActor, type AuditEntry } from '@shop/shared/audit.schema';
import { IdSchema } from '@shop/shared/common.schema';
import { can } from '@shop/shared/can';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { DateTime } from '@/components/ui/date-time';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterSelect } from '@/components/ui/filter-select';
import { FilteredEmptyState } from '@/components/ui/filtered-empty-state';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { staffRoleName } from '@/features/auth/staff-role';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';
import { useChoiceFilter, usePagedList } from '@/lib/use-paged-list';
import { auditExportUrl, useAuditLog } from '../api/get-audit-log';
import { actionLabel, ENTITY_LABELS, entityPath } from '../audit-format';
import { AuditChange } from '../components/audit-change';

export const AUDIT_LOG_PAGE_SIZE = AUDIT_PAGE_SIZE;
/** The URL's keys besides `entity` and `page`. */
const ADMIN_KEY = 'admin';
const FROM_KEY = 'from';
const TO_KEY = 'to';

const readAdmin = (value: string): string | undefined => (IdSchema.safeParse(value).success ? value : undefined);
/** A day as a date input writes it (YYYY-MM-DD); anything else in the URL is ignored. */
const readDay = (value: string): string | undefined => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * `/dashboard/audit` (admin): every change an admin made, newest first: who, what, when, and
 * each changed field as it was and as it became, with the actor's role and the permission used.
 * Filtered by admin, kind of thing and days (all in the URL); owners export what the filters match as CSV.
 */
export function AuditLogPage() {
  usePageTitle('Audit log');
  // Exporting the log is the owners' ('staff'), as the API checks it.
  const mayExport = can(useUser(), 'staff');
  const { paging, choice: entity, select } = useChoiceFilter('entity', AUDIT_ENTITIES);
  const actorId = readAdmin(paging.param(ADMIN_KEY));
  const from = readDay(paging.param(FROM_KEY));
  const to = readDay(paging.param(TO_KEY));
  const backwards = Boolean(from && to && to < from);
  const log = useAuditLog({ actorId, entity, from, to, page: paging.page, limit: AUDIT_LOG_PAGE_SIZE }, { enabled: !backwards });
  const filtered = Boolean(entity || actorId || from || to);

  const list = usePagedList(paging, AUDIT_LOG_PAGE_SIZE, log, (data) => ({ total: data.total }));
  const showAll = () => paging.setParams({ entity: '', [ADMIN_KEY]: '', [FROM_KEY]: '', [TO_KEY]: '' });
  const clearDays = () => paging.setParams({ [FROM_KEY]: '', [TO_KEY]: '' });

  return (
    <DashboardPage
      title="Audit log"
      intro={
        log.data && !backwards
          ? `${plural(list.view.total, 'change')}${filtered ? ' found' : ''}`
          : 'Every change an admin made: who, what, when, and what it was before.'
      }
      actions={
        mayExport && !backwards ? (
          <a href={auditExportUrl({ actorId, entity, from, to })} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        ) : null
      }
    >
      <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
        <SelectField
          label="Admin"
          className="[&_select]:normal-case"
          value={actorId ?? ''}
          onChange={(event) => paging.setParams({ [ADMIN_KEY]: event.target.value })}
        >
          <option value="">All admins</option>
          {adminChoices(log.data?.actors ?? [], actorId).map((actor) => (
            <option key={actor._id} value={actor._id}>
              {actor.username ? `${actor.username} (${actor.email})` : 'Another account'}
            </option>
          ))}
        </SelectField>
        <FilterSelect {...select} label="Changes to" labelOf={(choice) => ENTITY_LABELS[choice]} allLabel="All changes" />
        <TextField
          label="From"
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => paging.setParams({ [FROM_KEY]: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={to ?? ''}
          min={from}
          error={backwards ? 'Pick a day on or after the ‘From’ day.' : undefined}
          onChange={(event) => paging.setParams({ [TO_KEY]: event.target.value })}
        />
      </div>

      {backwards ? (
        <FilteredEmptyState title="Check the dates" clearLabel="Clear the dates" onClear={clearDays}>
          The ‘To’ day comes before the ‘From’ day.
        </FilteredEmptyState>
      ) : (
        <ListStates
          list={list}
          noun="changes"
          name="Audit log"
          rowClassName="h-20 rounded-lg"
          empty={
            filtered
              ? { title: 'No changes found', children: 'No admin change matches these filters.' }
              : {
                  title: 'No changes yet',
                  children: 'Every change an admin makes to products, orders, users and reviews will appear here.',
                }
          }
          onClear={filtered ? showAll : undefined}
        >
          {(data) => <DataTable caption="Audit log" rows={data.entries} columns={COLUMNS} />}
        </ListStates>
      )}
    </DashboardPage>
  );
}

/** The admins of the log, and the one in the URL even when the log does not name them (yet). */
function adminChoices(actors: AuditActor[], selected: string | undefined): AuditActor[] {
  if (!selected || actors.some((actor) => actor._id === selected)) return actors;
  return [...actors, { _id: selected, username: '', email: '' }];
}

/** Rows grow with their change: each cell starts at the top, level with the change's first line. */
const TOP = 'md:align-top!';

const COLUMNS: Column<AuditEntry>[] = [
  {
    label: 'When',
    className: cn(TOP, 'md:w-40'),
    cell: (entry) => <DateTime value={entry.createdAt} format="localDateTime" className="whitespace-nowrap" />,
  },
  { label: 'Admin', className: cn(TOP, 'md:min-w-44'), cell: (entry) => <Actor entry={entry} /> },
  { label: 'Change', className: cn(TOP, 'md:min-w-40'), cell: (entry) => <WhatChanged entry={entry} /> },
  {
    label: 'Before → after',
    // On phones the change reads under its label, left to right, rather than squeezed beside it.
    className: cn(TOP, 'md:min-w-64 max-md:flex-col max-md:items-start max-md:gap-1 max-md:[&>span]:text-left'),
    cell: (entry) => <AuditChange entry={entry} />,
  },
];

/** Who did it (through which API token, if through one), in the role they held then, and the permission they did it under (none for a sign-in). */
function Actor({ entry }: { entry: AuditEntry }) {
  const role = staffRoleName(entry.actorRole);
  return (
    <span className="[overflow-wrap:anywhere]">
      {entry.actor ? (
        <>
          {entry.actor.username}
          <span className="block text-xs text-muted">{entry.actor.email}</span>
        </>
      ) : (
        <span className="text-muted">Deleted account</span>
      )}
      {entry.viaToken ? <span className="mt-1 block text-xs text-muted">via token {entry.viaToken.name}</span> : null}
      {role || entry.permission ? (
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
          {role ? (
            <span>
              <span className="sr-only">Role: </span>
              {role}
            </span>
          ) : null}
          {entry.permission ? (
            <span className="rounded-full bg-sand px-2 py-0.5 font-mono text-muted ring-1 ring-line ring-inset">
              <span className="sr-only">Permission: </span>
              {entry.permission}
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

function WhatChanged({ entry }: { entry: AuditEntry }) {
  const path = entityPath(entry);
  const name = entry.label ?? entry.entityId;
  return (
    <span className="[overflow-wrap:anywhere]">
      <span className="font-medium">{actionLabel(entry.action)}</span>
      {name ? (
        <span className="block text-muted">
          {path ? (
            <Link to={path} className="underline underline-offset-2 hover:text-ink">
              {name}
            </Link>
          ) : (
            name
          )}
        </span>
      ) : null}
    </span>
  );
}
