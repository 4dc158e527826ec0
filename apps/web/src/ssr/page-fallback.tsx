import { Spinner } from '@/components/ui/spinner';

/** What a page shows while its code loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Spinner />
    </div>
  );
}
