import { MAX_PAGE_MARKDOWN_LENGTH, PageTranslationInputSchema, pageAddress, type ManagedPage } from '@shop/shared/page-content.schema';
import { languageOf, prefixPath } from '@shop/shared/languages';
import type { TranslatedLanguageCode } from '@shop/shared/translation.schema';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField, TextField } from '@/components/ui/field';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { languageName } from '@/lib/language-names';
import { useContentPagePreview } from '../api/preview-content-page';
import { useTranslateContentPage } from '../api/save-content-page';
import { MarkdownHelp, PreviewPane } from './page-editor';

type Words = { title: string; markdown: string; seoDescription: string };
const FIELDS = ['title', 'markdown', 'seoDescription'] as const;

/**
 * A page's words in another language (docs/decisions/046), beside the live preview the server
 * renders with the page's own sanitiser. Each field left empty shows the English one: an empty
 * text previews the English text, as the page in that language will show it. Saved apart from
 * the page's versions.
 */
export function PageTranslationEditor({ page, language }: { page: ManagedPage; language: TranslatedLanguageCode }) {
  const saved = page.translations.find((translation) => translation.language === language);
  const save = useTranslateContentPage();
  const [words, setWords] = useState<Words>({
    title: saved?.title ?? '',
    markdown: saved?.markdown ?? '',
    seoDescription: saved?.seoDescription ?? '',
  });
  const [checked, setChecked] = useState<Partial<Record<keyof Words, string>>>({});
  const preview = useContentPagePreview(words.markdown || page.markdown);
  const serverErrors = save.isError ? apiFieldErrors(save.error) : {};
  const errorOf = (field: keyof Words) => checked[field] ?? serverErrors[field];
  const serverProblem = save.isError && FIELDS.every((field) => !serverErrors[field]) ? apiErrorDetail(save.error) : undefined;
  const name = languageName(language);
  const tooLong = words.markdown.length > MAX_PAGE_MARKDOWN_LENGTH;

  const set = (field: keyof Words, value: string) => {
    setWords((current) => ({ ...current, [field]: value }));
    setChecked(({ [field]: _fixed, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { language, ...words };
    const parsed = PageTranslationInputSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<keyof Words, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Words] ??= issue.message;
      setChecked(errors);
      return;
    }
    setChecked({});
    save.mutate({ handle: page.handle, ...input });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={`${page.title} in ${name}`}>
      {serverProblem ? <FormAlert title={`The ${name} words could not be saved.`} detail={serverProblem} /> : null}
      <p className="text-sm text-muted">
        What visitors read at {prefixPath(pageAddress(page.handle), languageOf(language)!)}. Each field left empty shows the English one.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={`Title in ${name}`}
          lang={language}
          placeholder={page.title}
          value={words.title}
          onChange={(event) => set('title', event.target.value)}
          error={errorOf('title')}
          maxLength={200}
        />
        <TextField
          label={`Description for search engines in ${name} (optional)`}
          lang={language}
          placeholder={page.seoDescription}
          value={words.seoDescription}
          onChange={(event) => set('seoDescription', event.target.value)}
          error={errorOf('seoDescription')}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-2">
          <TextAreaField
            label={`Text in ${name} (Markdown)`}
            lang={language}
            value={words.markdown}
            onChange={(event) => set('markdown', event.target.value)}
            error={
              errorOf('markdown') ??
              (tooLong ? `The page text is too long: at most ${MAX_PAGE_MARKDOWN_LENGTH.toLocaleString('en-US')} characters` : undefined)
            }
            rows={24}
            spellCheck
            hint={
              <span className={cn(tooLong && 'text-danger')}>
                {words.markdown.length.toLocaleString('en-US')} of {MAX_PAGE_MARKDOWN_LENGTH.toLocaleString('en-US')} characters
              </span>
            }
          />
          <MarkdownHelp />
        </div>
        <PreviewPane
          html={preview.data}
          pending={preview.isPending}
          fetching={preview.isFetching}
          error={preview.error}
          note={words.markdown ? undefined : `No ${name} text yet: the ${name} page shows the English text, as below.`}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${name}`}
        </Button>
      </div>
    </form>
  );
}
