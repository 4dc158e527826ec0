import { pageAddress, type PageSummary } from '@shop/shared/page-content.schema';
import { paths } from '@shop/shared/routes';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useManagedPages } from '../api/get-managed-pages';
import { useDeleteContentPage } from '../api/save-content-page';

/** Who saved a version: a staff member, or the shop itself for the words it came with. */
const authorName = (author: { username: string } | null) => author?.username ?? 'the shop';

const newPageLink = (
  <Link to={paths.newContentPage} className={buttonStyles()}>
    <Plus aria-hidden="true" className="size-4" />
    New page
  </Link>
);

/**
 * `/dashboard/pages` (admin): the shop's pages written in Markdown, the five it comes with (About,
 * Terms, Help, the Refund and Privacy policies) and the owner's own, with when and by whom each
 * was last saved; each opens in the editor, and the owner's own can be deleted.
 */
export function ManagePagesPage() {
  usePageTitle('Pages');
  const pages = useManagedPages();
  const remove = useDeleteContentPage();
  const [deleting, setDeleting] = useState<PageSummary | null>(null);

  const columns: Column<PageSummary>[] = [
    {
      label: 'Title',
      variant: 'lead',
      cell: (page) => (
        <Link to={paths.editContentPage(page.handle)} className="font-medium underline-offset-4 hover:underline">
          {page.title}
        </Link>
      ),
    },
    {
      label: 'Address',
      cell: (page) => (
        <span className="flex flex-wrap items-center gap-2">
          <a href={pageAddress(page.handle)} className="font-mono text-xs text-muted hover:text-ink">
            {pageAddress(page.handle)}
          </a>
          {page.builtIn ? <Badge>Built in</Badge> : null}
          {page.published ? null : <Badge tone="warning">Unpublished</Badge>}
        </span>
      ),
    },
    { label: 'Last edited', cell: (page) => <DateTime value={page.updatedAt} format="localDateTime" /> },
    { label: 'By', cell: (page) => authorName(page.updatedBy) },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (page) => (
        <span className="flex flex-wrap gap-2">
          <Link
            to={paths.editContentPage(page.handle)}
            aria-label={`Edit ${page.title}`}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            Edit
          </Link>
          {page.builtIn ? null : (
            <Button variant="ghost-danger" size="sm" aria-label={`Delete ${page.title}`} onClick={() => setDeleting(page)}>
              Delete
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <DashboardPage
      title="Pages"
      intro="The shop's pages in Markdown: About, Terms, Help, the Refund and Privacy policies, and pages of your own at /pages/…. Every save is kept as a version you can restore."
      actions={newPageLink}
    >
      <QueryStates
        query={pages}
        loading={<SkeletonRows label="Loading the pages" rowClassName="h-14 rounded-lg" />}
        failed="Error loading the pages."
        failedDetail="Please check your connection and try again."
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No pages yet" actions={newPageLink}>
              Write a page of your own: a size guide, a story, a lookbook.
            </EmptyState>
          ) : (
            <DataTable caption="The shop's pages" rows={list} columns={columns} />
          )
        }
      </QueryStates>
      <ConfirmDeleteDialog
        item={deleting && { ...deleting, _id: deleting.handle }}
        title="Delete this page?"
        describe={(page) =>
          `“${page.title}” and all its versions will be deleted, and ${pageAddress(page.handle)} will answer “not found”.`
        }
        mutation={remove}
        successMessage="Page deleted"
        failureMessage="The page could not be deleted. Please try again."
        onClose={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}
