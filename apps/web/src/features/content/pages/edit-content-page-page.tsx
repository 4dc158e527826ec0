import { pageAddress, type ManagedPage } from '@shop/shared/page-content.schema';
import { paths } from '@shop/shared/routes';
import { TRANSLATED_LANGUAGES, type TranslatedLanguageCode } from '@shop/shared/translation.schema';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { LoadFailed } from '@/components/ui/load-failed';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { languageName } from '@/lib/language-names';
import { useManagedPage } from '../api/get-managed-pages';
import { useCreateContentPage, useUpdateContentPage } from '../api/save-content-page';
import { PageEditor } from '../components/page-editor';
import { PageTranslationEditor } from '../components/page-translation-editor';
import { PageVersions } from '../components/page-versions';

const backToPages = (
  <Link to={paths.managePages} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All pages
  </Link>
);

/** `/dashboard/pages/{handle}` (admin): one page's Markdown with its live preview, saved as a new version; its versions, to show and restore. */
export function EditContentPagePage() {
  const { handle = '' } = useParams();
  const page = useManagedPage(handle);
  const save = useUpdateContentPage();
  // The page's own words (English), or its words in another language.
  const [language, setLanguage] = useState<TranslatedLanguageCode | null>(null);
  usePageTitle(page.data ? `Edit ${page.data.title}` : 'Edit page');
  const missing = page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);

  return (
    <DashboardPage
      title={page.data ? `Edit “${page.data.title}”` : 'Edit page'}
      intro={
        page.data ? (
          <a href={pageAddress(page.data.handle)} className="underline underline-offset-4">
            See it at {pageAddress(page.data.handle)}
          </a>
        ) : undefined
      }
      actions={backToPages}
    >
      <QueryStates
        query={page}
        loading={<SkeletonRows label="Loading the page" rows={3} rowClassName="h-24 rounded-lg" />}
        failed={
          missing ? (
            <LoadFailed title="There is no such page." detail="It may have been deleted." onRetry={() => void page.refetch()}>
              {backToPages}
            </LoadFailed>
          ) : (
            'Error loading the page.'
          )
        }
        failedDetail="Please check your connection and try again."
      >
        {(loaded) => (
          <div className="space-y-10">
            <LanguageSwitch language={language} onChange={setLanguage} page={loaded} />
            {language ? (
              // Saved words start the form again from them.
              <PageTranslationEditor
                key={`${language}:${loaded.translations.find((one) => one.language === language)?.updatedAt ?? 'none'}`}
                page={loaded}
                language={language}
              />
            ) : (
              <>
                <PageEditor
                  // A restore (or another's save) brings new words: the form starts again from them.
                  key={loaded.version}
                  page={loaded}
                  pending={save.isPending}
                  error={save.error}
                  onSave={(values) =>
                    save.mutate(
                      {
                        handle: loaded.handle,
                        title: values.title,
                        markdown: values.markdown,
                        seoDescription: values.seoDescription,
                        published: values.published,
                      },
                      { onSuccess: ({ message }) => toast.success(message ?? 'Page saved') },
                    )
                  }
                />
                <PageVersions page={loaded} />
              </>
            )}
          </div>
        )}
      </QueryStates>
    </DashboardPage>
  );
}

/** Which words the editor shows: the page's own (English, with their versions), or those of another language. */
function LanguageSwitch({
  language,
  onChange,
  page,
}: {
  language: TranslatedLanguageCode | null;
  onChange: (language: TranslatedLanguageCode | null) => void;
  page: ManagedPage;
}) {
  const written = (code: TranslatedLanguageCode) => page.translations.some((translation) => translation.language === code);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Language</legend>
      <div className="flex flex-wrap gap-2">
        <ChoiceChip type="radio" name="page-language" checked={language === null} onChange={() => onChange(null)}>
          English (default)
        </ChoiceChip>
        {TRANSLATED_LANGUAGES.map((code) => (
          <ChoiceChip key={code} type="radio" name="page-language" checked={language === code} onChange={() => onChange(code)}>
            {languageName(code)}
            {written(code) ? null : <span className="font-normal opacity-70">(not written)</span>}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}

/** `/dashboard/pages/new` (admin): a page of the owner's own, shown at /pages/{handle} once created. */
export function NewContentPagePage() {
  usePageTitle('New page');
  const create = useCreateContentPage();
  const navigate = useNavigate();
  return (
    <DashboardPage title="New page" intro="A page of your own, shown at /pages/ and the handle you choose." actions={backToPages}>
      <PageEditor
        pending={create.isPending}
        error={create.error}
        onSave={(values) =>
          create.mutate(values, {
            onSuccess: ({ message, page }) => {
              toast.success(message ?? 'Page created');
              void navigate(paths.editContentPage(page.handle));
            },
          })
        }
      />
    </DashboardPage>
  );
}
