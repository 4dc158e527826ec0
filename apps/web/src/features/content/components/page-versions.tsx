import type { ManagedPage } from '@shop/shared/page-content.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { usePageVersion } from '../api/get-managed-pages';
import { useRestoreContentPageVersion } from '../api/save-content-page';

/** Who saved a version: a staff member, or the shop itself for the words it came with. */
const authorName = (author: { username: string } | null) => author?.username ?? 'the shop';

/**
 * A page's versions, newest first, each with who saved it and when: an earlier one can be shown
 * (as visitors would see it) and restored, which saves its words again as the newest version.
 */
export function PageVersions({ page }: { page: ManagedPage }) {
  const [shown, setShown] = useState<number | null>(null);
  const restore = useRestoreContentPageVersion();

  function restoreVersion(number: number) {
    restore.mutate(
      { handle: page.handle, number },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? `Version ${number} restored`);
          setShown(null);
        },
        onError: (error) => toast.error(apiErrorDetail(error) ?? 'The version could not be restored. Please try again.'),
      },
    );
  }

  return (
    <section aria-labelledby="page-versions-title" className="space-y-3">
      <h2 id="page-versions-title" className="text-2xl">
        Versions
      </h2>
      <ol className="divide-y divide-line rounded-lg border border-line bg-white">
        {page.versions.map((version) => {
          const current = version.number === page.version;
          return (
            <li key={version.number} className="space-y-3 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0">
                  <span className="font-medium">Version {version.number}</span>
                  {current ? <span className="text-muted"> (current)</span> : null}
                  <span className="block text-sm text-muted">
                    <DateTime value={version.createdAt} format="localDateTime" /> by {authorName(version.author)}
                    {version.restoredFrom === null ? null : `, restoring version ${version.restoredFrom}`}
                    {' · '}“{version.title}”
                  </span>
                </p>
                {current ? null : (
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={shown === version.number}
                      aria-label={`${shown === version.number ? 'Hide' : 'Show'} version ${version.number}`}
                      onClick={() => setShown((open) => (open === version.number ? null : version.number))}
                    >
                      {shown === version.number ? 'Hide' : 'Show'}
                    </Button>
                    <Button
                      size="sm"
                      disabled={restore.isPending}
                      aria-label={`Restore version ${version.number}`}
                      onClick={() => restoreVersion(version.number)}
                    >
                      Restore
                    </Button>
                  </span>
                )}
              </div>
              {shown === version.number ? <ShownVersion handle={page.handle} number={version.number} /> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ShownVersion({ handle, number }: { handle: string; number: number }) {
  const version = usePageVersion(handle, number);
  if (version.isPending) return <p className="text-sm text-muted">Loading version {number}…</p>;
  if (version.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Version {number} could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void version.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <div role="region" aria-label={`Version ${number}`} className="rounded-md border border-line bg-paper p-4">
      <p className="mb-3 font-display text-xl">{version.data.title}</p>
      <div className="page-content" dangerouslySetInnerHTML={{ __html: version.data.html }} />
    </div>
  );
}
