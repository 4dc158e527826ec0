import { Button } from '@/components/ui/button';

/** The catalogue's load failure (spec section 8), with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-10 text-center text-danger">
      <p className="font-medium">Error loading products.</p>
      <p className="mt-1 text-sm">Please check your connection and try again.</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
