import { ESTABLISHED_YEAR } from '@shop/shared/constants';
import { PageShell } from '@/components/layouts/page-shell';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';

export function AboutPage() {
  usePageTitle('About');
  return (
    <PageShell title="About the studio" eyebrow={`Established ${ESTABLISHED_YEAR}`}>
      <div className="max-w-2xl space-y-4 leading-relaxed">
        <p>
          We are a small apparel and design studio, established in {ESTABLISHED_YEAR}. We make tees for womens, mens and kids
          from the best cotton we can find, in cuts that stay current without chasing every trend.
        </p>
        <p>
          Beside the clothes, the studio helps other small brands with web services, photography and design: the same care,
          applied to your story.
        </p>
      </div>
    </PageShell>
  );
}
