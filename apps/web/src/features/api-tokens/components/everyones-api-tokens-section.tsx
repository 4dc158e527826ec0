import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useAllApiTokens } from '../api/get-api-tokens';
import { ApiTokenList } from './api-token-list';

/** The Staff page's 'API tokens': every staff member's, newest first, with whose each is; an owner revokes any here. */
export function EveryonesApiTokensSection() {
  const [page, setPage] = useState(1);
  const tokens = useAllApiTokens(page);

  return (
    <section aria-labelledby="staff-api-tokens-title" className="space-y-4">
      <div className="min-w-0 space-y-1">
        <h2 id="staff-api-tokens-title" className="text-2xl">
          API tokens
        </h2>
        <p className="text-sm text-muted">The tokens staff made for their scripts. Each makes its own in their profile.</p>
      </div>
      <QueryStates
        query={tokens}
        loading={<SkeletonRows label="Loading API tokens" rows={2} rowClassName="h-16 rounded-lg" />}
        failed="Error loading API tokens."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.tokens.length === 0 ? (
            <EmptyState>No API tokens yet.</EmptyState>
          ) : (
            <div className="rounded-xl border border-line bg-white px-5">
              <ApiTokenList tokens={data.tokens} label="Staff API tokens" showOwner />
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={setPage}
                label="Pages of API tokens"
                className="pb-4"
              />
            </div>
          )
        }
      </QueryStates>
    </section>
  );
}
