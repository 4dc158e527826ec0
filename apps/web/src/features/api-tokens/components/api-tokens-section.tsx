import type { Permission } from '@shop/shared/permissions';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useMyApiTokens } from '../api/get-api-tokens';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenModal } from './create-api-token-modal';

export const API_TOKENS_HEADING = 'API tokens';

/**
 * The profile's 'API tokens', for staff: their own tokens, newest first, each revoked here, and a
 * new one made with some of their `permissions` (its secret shown once).
 */
export function ApiTokensSection({ permissions }: { permissions: readonly Permission[] }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const tokens = useMyApiTokens(page);
  const [making, setMaking] = useState(false);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {API_TOKENS_HEADING}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setMaking(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New token
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted">
        For scripts that work on the shop for you: each acts as you, with the permissions you gave it, until it expires or you revoke it.
      </p>
      <div className="mt-4">
        <QueryStates
          query={tokens}
          loading={<SkeletonRows label="Loading your API tokens" className="space-y-2" rows={2} rowClassName="h-16 rounded-lg" />}
          failed="Could not load your API tokens."
        >
          {(data) =>
            data.tokens.length === 0 ? (
              <p className="text-sm text-muted">No API tokens yet.</p>
            ) : (
              <>
                <ApiTokenList tokens={data.tokens} label="Your API tokens" />
                <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} label="Pages of your API tokens" />
              </>
            )
          }
        </QueryStates>
      </div>
      <CreateApiTokenModal open={making} permissions={permissions} onClose={() => setMaking(false)} />
    </section>
  );
}
