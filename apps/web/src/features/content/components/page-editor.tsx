import {
  MAX_PAGE_MARKDOWN_LENGTH,
  PAGE_PLACEHOLDERS,
  PageCreateSchema,
  PageUpdateSchema,
  pageAddress,
  type ManagedPage,
} from '@shop/shared/page-content.schema';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { useContentPagePreview } from '../api/preview-content-page';

/** What the editor sends: a new page's handle too. */
export interface PageEditorValues {
  handle: string;
  title: string;
  markdown: string;
  seoDescription: string;
  published: boolean;
}

/** The first message of each field a schema refuses, by field. */
function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A page's editor: its title, handle (a new page's only: a page keeps its address), description
 * for search engines, whether it is published (the owner's own pages), and its Markdown beside a
 * live preview that the server renders with the same sanitiser as the page itself.
 */
export function PageEditor({
  page,
  pending,
  error,
  onSave,
}: {
  /** The page as saved; none for a new page. */
  page?: ManagedPage;
  pending: boolean;
  /** The last save's failure. */
  error: unknown;
  onSave: (values: PageEditorValues) => void;
}) {
  const [values, setValues] = useState<PageEditorValues>({
    handle: page?.handle ?? '',
    title: page?.title ?? '',
    markdown: page?.markdown ?? '',
    seoDescription: page?.seoDescription ?? '',
    published: page?.published ?? true,
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const preview = useContentPagePreview(values.markdown);
  const serverErrors = error ? apiFieldErrors(error) : {};
  const errors = { ...serverErrors, ...checked };
  const serverProblem = error && Object.keys(serverErrors).length === 0 ? (apiErrorDetail(error) ?? 'Please try again.') : undefined;
  const tooLong = values.markdown.length > MAX_PAGE_MARKDOWN_LENGTH;

  const set = <Key extends keyof PageEditorValues>(key: Key, value: PageEditorValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setChecked(({ [key]: _fixed, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = page
      ? PageUpdateSchema.safeParse({ title: values.title, markdown: values.markdown, seoDescription: values.seoDescription })
      : PageCreateSchema.safeParse(values);
    if (!parsed.success) {
      setChecked(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setChecked({});
    onSave(values);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={page ? `Edit ${page.title}` : 'New page'}>
      {serverProblem ? <FormAlert title="The page could not be saved." detail={serverProblem} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Title"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          required
          maxLength={200}
        />
        {page ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">Address</p>
            <p className="flex min-h-touch items-center font-mono text-sm text-muted">{pageAddress(page.handle)}</p>
          </div>
        ) : (
          <TextField
            label="Handle"
            value={values.handle}
            onChange={(event) => set('handle', event.target.value)}
            error={errors.handle}
            hint="The page's address: /pages/your-handle. Lower-case letters, digits and dashes; it cannot be changed later."
            required
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </div>
      <TextField
        label="Description for search engines (optional)"
        value={values.seoDescription}
        onChange={(event) => set('seoDescription', event.target.value)}
        error={errors.seoDescription}
      />
      {page?.builtIn ? null : (
        <Switch
          label="Published"
          hint="Unpublished, the page answers “not found” to visitors; you can still edit it here."
          checked={values.published}
          onChange={(event) => set('published', event.target.checked)}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-2">
          <TextAreaField
            label="Text (Markdown)"
            value={values.markdown}
            onChange={(event) => set('markdown', event.target.value)}
            error={
              errors.markdown ??
              (tooLong ? `The page text is too long: at most ${MAX_PAGE_MARKDOWN_LENGTH.toLocaleString('en-US')} characters` : undefined)
            }
            rows={24}
            spellCheck
            hint={
              <span className={cn(tooLong && 'text-danger')}>
                {values.markdown.length.toLocaleString('en-US')} of {MAX_PAGE_MARKDOWN_LENGTH.toLocaleString('en-US')} characters
              </span>
            }
          />
          <MarkdownHelp />
        </div>
        <PreviewPane html={preview.data} pending={preview.isPending} fetching={preview.isFetching} error={preview.error} />
      </div>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : page ? 'Save' : 'Create page'}
        </Button>
      </div>
    </form>
  );
}

/** Links in the preview stay put: it is a look at the page, not the way to it. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

/** The server's own rendering of the Markdown being written, beside it (the page's editor's, and its translations'). */
export function PreviewPane({
  html,
  pending,
  fetching,
  error,
  note,
}: {
  html?: string;
  pending: boolean;
  fetching: boolean;
  error: unknown;
  /** Said above the preview: what it shows, when not the text beside it. */
  note?: string;
}) {
  return (
    <section aria-labelledby="page-preview-title" className="min-w-0 space-y-1.5">
      <h2 id="page-preview-title" className="flex items-center justify-between font-sans text-sm font-medium tracking-normal">
        Preview
        <span aria-live="polite" className="text-xs font-normal text-muted">
          {fetching ? 'Updating…' : ''}
        </span>
      </h2>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      {/* Scrolls on its own beside the text; focusable, so that the keyboard can scroll it too. */}
      <div tabIndex={0} className="rounded-md border border-line bg-white p-5 lg:max-h-[38rem] lg:overflow-y-auto">
        {error ? (
          <p role="alert" className="text-sm text-danger">
            The preview could not be rendered: {apiErrorDetail(error) ?? 'please try again.'}
          </p>
        ) : pending ? (
          <p className="text-sm text-muted">Rendering the preview…</p>
        ) : html ? (
          // The server's own sanitised HTML, as the page will show it.
          <div data-testid="page-preview" className="page-content" onClick={stayHere} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-sm text-muted">Nothing to show yet: write the page’s text on the left.</p>
        )}
      </div>
    </section>
  );
}

/** How to write a page: the Markdown the shop keeps, and the placeholders it fills in. */
export function MarkdownHelp() {
  return (
    <details className="rounded-md border border-line bg-sand/60 px-4 py-2 text-sm">
      <summary className="cursor-pointer py-1 font-medium">Writing help: Markdown and placeholders</summary>
      <div className="space-y-3 py-2 text-muted">
        <p>
          <code>## Heading</code> starts a section, <code>### Heading</code> a smaller one; add <code>{'{#refund}'}</code> after a heading
          to give it the address <code>#refund</code> (otherwise it gets one from its words). <code>**bold**</code>, <code>*italic*</code>,
          lists with <code>-</code> or <code>1.</code>, and links: <code>[our shop](/shop)</code>,{' '}
          <code>[write to us](mailto:hello@example.com)</code>, <code>[a site](https://example.com)</code>. Questions that open on a click:{' '}
          <code>{'<details><summary>Question?</summary>Answer</details>'}</code>.
        </p>
        <p>
          For safety the shop keeps only these: scripts, styles, frames, forms and any link other than http(s), mailto or an address in the
          shop are removed. The preview shows exactly what visitors will get.
        </p>
        <p>Placeholders are replaced by the shop’s current settings when the page is shown:</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {Object.entries(PAGE_PLACEHOLDERS).map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt>
                <code>{`{{${name}}}`}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
