import { ADMIN_SEARCH_MAX } from '@shop/shared/constants';
import { CREDIT_ADMIN_PAGE_SIZE, CREDIT_KINDS, type AdminCredit, type CreditKind } from '@shop/shared/credit.schema';
import { ChevronDown, Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListStates } from '@/components/ui/list-states';
import { SearchBox } from '@/components/ui/search-box';
import { DataTable, detailId, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { formatDollars, plural } from '@/lib/format';
import { useChoiceFilter, usePagedList } from '@/lib/use-paged-list';
import { useAdminCredits } from '../api/admin-credits';
import { AdjustCreditDialog, DisableCreditDialog } from '../components/admin-credit-dialogs';
import { CreditMovements } from '../components/credit-movements';
import { CreditStateBadge } from '../components/credit-state-badge';
import { ISSUE_TITLE, IssueCreditModal } from '../components/issue-credit-modal';
import { KIND_LABELS } from '../credit-format';

export const MANAGE_CREDITS_PAGE_SIZE = CREDIT_ADMIN_PAGE_SIZE;
export const MANAGE_CREDITS_TITLE = 'Gift cards & credit';
const SEARCH_KEY = 'search';
const KIND_KEY = 'kind';

/** The kind filter's words: the codes of one kind. */
const KIND_FILTER_LABELS: Record<CreditKind, string> = { 'store-credit': 'Store credit', 'gift-card': 'Gift cards' };

/**
 * `/dashboard/credits` (admin): every gift card and store credit code, searched by a part of its
 * code or of its owner's email and filtered by kind (both in the URL), each with what is left of
 * what it started with, its expiry and state, and its movements on request. Codes are issued,
 * adjusted and disabled here, in dialogs; the recipient of a new code gets it by email.
 */
export function ManageCreditsPage() {
  usePageTitle(MANAGE_CREDITS_TITLE);
  const { paging, choice: kind, select } = useChoiceFilter(KIND_KEY, CREDIT_KINDS);
  const search = paging.param(SEARCH_KEY).trim();
  const credits = useAdminCredits({ search: search || undefined, kind, page: paging.page, limit: MANAGE_CREDITS_PAGE_SIZE });
  const list = usePagedList(paging, MANAGE_CREDITS_PAGE_SIZE, credits, (data) => ({ total: data.total, totalPages: data.totalPages }));

  const [issuing, setIssuing] = useState(false);
  const [adjusting, setAdjusting] = useState<AdminCredit | null>(null);
  const [disabling, setDisabling] = useState<AdminCredit | null>(null);
  const filtered = Boolean(search || kind);

  return (
    <DashboardPage
      title={MANAGE_CREDITS_TITLE}
      intro={
        credits.data
          ? `${plural(list.view.total, 'code')}${kind ? ` · ${KIND_FILTER_LABELS[kind]}` : ''}${search ? ` matching “${search}”` : ''}`
          : 'Gift cards and store credit: what is left on each code, and every movement of its balance.'
      }
      actions={
        <Button onClick={() => setIssuing(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {ISSUE_TITLE}
        </Button>
      }
    >
      <div className="mb-5 grid gap-4 sm:grid-cols-[minmax(0,24rem)_minmax(0,14rem)] sm:items-end">
        <SearchBox
          label="Search codes"
          placeholder="Code or email"
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onSearch={(text) => paging.setParams({ [SEARCH_KEY]: text }, { replace: true })}
        />
        <FilterSelect {...select} label="Kind" labelOf={(value) => KIND_FILTER_LABELS[value]} allLabel="All" />
      </div>

      <ListStates
        list={list}
        noun="codes"
        failed="We could not load the gift cards and credit."
        failedDetail="Please check your connection and try again."
        rowClassName="h-16 rounded-lg"
        empty={
          filtered
            ? {
                title: 'No codes found',
                children: search
                  ? `No ${kind ? KIND_LABELS[kind].toLowerCase() : 'code'} has “${search}” in its code or its owner's email.`
                  : `There is no ${kind ? KIND_LABELS[kind].toLowerCase() : 'code'} yet.`,
              }
            : {
                title: 'No gift cards or credit yet',
                icon: <Gift aria-hidden="true" className="size-8 text-clay" />,
                children:
                  'Issue a gift card or give store credit, and its code appears here. Store credit given for a return appears here too.',
              }
        }
        onClear={filtered ? () => paging.setParams({ [SEARCH_KEY]: '', [KIND_KEY]: '' }) : undefined}
      >
        {(data) => <CreditsTable credits={data.credits} onAdjust={setAdjusting} onDisable={setDisabling} />}
      </ListStates>

      <IssueCreditModal open={issuing} onClose={() => setIssuing(false)} />
      <AdjustCreditDialog credit={adjusting} onClose={() => setAdjusting(null)} />
      <DisableCreditDialog credit={disabling} onClose={() => setDisabling(null)} />
    </DashboardPage>
  );
}

function CreditsTable({
  credits,
  onAdjust,
  onDisable,
}: {
  credits: AdminCredit[];
  onAdjust: (credit: AdminCredit) => void;
  onDisable: (credit: AdminCredit) => void;
}) {
  // The codes whose movements are open.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: Column<AdminCredit>[] = [
    {
      label: 'Code',
      variant: 'lead',
      className: 'max-md:justify-between',
      cell: (credit) => {
        const expanded = open.has(credit._id);
        return (
          <span className="flex min-w-0 flex-col items-start gap-1">
            <code className="font-mono font-medium break-all">{credit.code}</code>
            <button
              type="button"
              aria-label={`${expanded ? 'Hide' : 'Show'} movements of ${credit.code}`}
              aria-expanded={expanded}
              aria-controls={expanded ? detailId(credit) : undefined}
              onClick={() => toggle(credit._id)}
              className="-ml-1 inline-flex min-h-8 items-center gap-1 rounded px-1 text-xs text-muted underline-offset-4 hover:text-ink hover:underline"
            >
              <ChevronDown aria-hidden="true" className={cn('size-3.5 transition-transform', expanded && 'rotate-180')} />
              {expanded ? 'Hide movements' : 'Show movements'}
            </button>
          </span>
        );
      },
    },
    { label: 'Kind', className: 'whitespace-nowrap', cell: (credit) => KIND_LABELS[credit.kind] },
    {
      label: 'Owner',
      cell: (credit) => <span className="[overflow-wrap:anywhere]">{credit.owner ?? '—'}</span>,
    },
    {
      label: 'Balance',
      className: 'tabular-nums whitespace-nowrap',
      cell: (credit) => (
        <span>
          <span className="font-medium">{formatDollars(credit.balance)}</span>
          <span className="text-muted"> of {formatDollars(credit.initial)}</span>
        </span>
      ),
    },
    {
      label: 'Expires',
      className: 'whitespace-nowrap',
      cell: (credit) =>
        credit.expiresAt ? <DateTime value={credit.expiresAt} format="medium" /> : <span className="text-muted">Never</span>,
    },
    { label: 'State', cell: (credit) => <CreditStateBadge credit={credit} /> },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (credit) => (
        <span className="inline-flex flex-wrap justify-end gap-2 md:justify-start lg:flex-nowrap">
          <Button variant="secondary" size="sm" aria-label={`Adjust ${credit.code}`} onClick={() => onAdjust(credit)}>
            Adjust
          </Button>
          {credit.disabled ? null : (
            <Button variant="ghost-danger" size="sm" aria-label={`Disable ${credit.code}`} onClick={() => onDisable(credit)}>
              Disable
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <DataTable
      caption="Gift cards and credit"
      rows={credits}
      columns={columns}
      detail={(credit) =>
        open.has(credit._id) ? (
          <CreditMovements code={credit.code} movements={credit.movements} empty={`${credit.code} has no movements yet.`} />
        ) : null
      }
    />
  );
}
