import { useParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { useContentPage } from '../api/get-content-page';
import { ContentPageStates, isMissingPage } from '../components/content-page-states';
import { PageContent } from '../components/page-content';

/** `/pages/{handle}`: a page the owner wrote (a policy, a page of their own), its words as the server sanitised them. */
export function ContentPagePage() {
  useMessages('pages');
  const t = useT();
  const { handle = '' } = useParams();
  const page = useContentPage(handle);
  usePageTitle(page.data?.title ?? (isMissingPage(page.error) ? t('notFound.title') : t('pages.page')));
  return (
    <ContentPageStates queries={[page]}>
      {(loaded) => (
        <PageShell title={loaded.title}>
          <PageContent html={loaded.html} className="max-w-3xl" />
        </PageShell>
      )}
    </ContentPageStates>
  );
}
