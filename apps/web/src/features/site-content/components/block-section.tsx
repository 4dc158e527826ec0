import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateTime } from '@/components/ui/date-time';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import type { SiteContentBlock } from '@shop/shared/site-content';
import { useResetBlock } from '../api/manage-site-content';

/** One block of the storefront in the editor: its heading, who saved it when, its form, and a way back to the default. */
export function BlockSection({
  block,
  title,
  intro,
  saved,
  resetLabel = 'Reset to default',
  resetQuestion,
  children,
}: {
  block: SiteContentBlock;
  title: string;
  intro: ReactNode;
  saved: { at: string; by: string | null } | null;
  resetLabel?: string;
  resetQuestion: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const reset = useResetBlock();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-lg border border-line bg-white p-5 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <p className="text-sm text-muted">{intro}</p>
          <p className="text-sm text-muted">
            {saved ? (
              <>
                Saved <DateTime value={saved.at} format="localDateTime" />
                {saved.by ? ` by ${saved.by}` : ''}.
              </>
            ) : (
              "The shop's default: nothing saved yet."
            )}
          </p>
        </div>
        {saved ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {resetLabel}
          </Button>
        ) : null}
      </div>
      {children}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`${resetLabel}?`}
        description={resetQuestion}
        pending={reset.isPending}
        confirmLabel={resetLabel}
        pendingLabel="Resetting…"
        variant="danger"
        onConfirm={() =>
          reset.mutate(block, {
            onSuccess: ({ message }) => {
              setAsking(false);
              toast.success(message);
            },
            onError: (error) => toast.error(apiErrorDetail(error) ?? 'It was not reset. Please try again.'),
          })
        }
      />
    </section>
  );
}
