import { PageShell } from '@/components/layouts/page-shell';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { useContentPage } from '../api/get-content-page';
import { ContentPageStates } from '../components/content-page-states';
import { PageContent } from '../components/page-content';
import { FOLDED_STACKS } from '../illustrations';

/** `/help`: the fabric guide in the owner's words (the Help page they edit in Markdown), beside a picture of folded tees. */
export function HelpPage() {
  useMessages('pages');
  const t = useT();
  usePageTitle(t('pages.help.title'));
  const page = useContentPage('help');

  return (
    <ContentPageStates queries={[page]}>
      {(help) => (
        <PageShell title={help.title} eyebrow={t('pages.help.eyebrow')}>
          <div className="grid items-start gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
            <PageContent html={help.html} className="max-w-3xl" />
            <img
              {...FOLDED_STACKS}
              alt={t(FOLDED_STACKS.alt)}
              loading="lazy"
              className="aspect-square w-full rounded-xl bg-sand object-cover md:sticky md:top-24"
            />
          </div>
        </PageShell>
      )}
    </ContentPageStates>
  );
}
