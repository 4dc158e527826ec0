/**
 * A page's title and description for search engines, each with its length against what search
 * results show, and a preview of the listing. Empty means the page's own, which the preview shows.
 */
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH, SEO_DESCRIPTION_SHOWN, SEO_TITLE_SHOWN } from '@shop/shared/handle';
import type { ComponentPropsWithRef } from 'react';
import { TextAreaField, TextField } from './field';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'value'>;
type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'value'>;

function lengthHint(length: number, shown: number, generated: string) {
  if (length === 0) return generated ? `Empty: search results show "${cut(generated, shown)}".` : 'Empty: made from the page’s own text.';
  return length > shown
    ? `${length} characters: search results show about ${shown}, and cut the rest.`
    : `${length} of about ${shown} characters search results show.`;
}

const cut = (text: string, shown: number) => (text.length > shown ? `${text.slice(0, shown - 3)}...` : text);

export function SearchListingFields({
  title,
  description,
  titleInput,
  descriptionInput,
  generated,
  url,
  errors,
  labels = { title: 'Search result title (optional)', description: 'Search result text (optional)' },
}: {
  /** What is typed now, for the counts and the preview. */
  title: string;
  description: string;
  titleInput: InputProps;
  descriptionInput: TextAreaProps;
  /** What search results show when a field is left empty. */
  generated: { title: string; description: string };
  /** The page's address, as the preview shows it. */
  url: string;
  errors: { title?: string; description?: string };
  /** The fields' labels, when a page has more than one listing (one per language). */
  labels?: { title: string; description: string };
}) {
  const shownTitle = cut(title.trim() || generated.title, SEO_TITLE_SHOWN);
  const shownDescription = cut(description.trim() || generated.description, SEO_DESCRIPTION_SHOWN);
  return (
    <div className="space-y-4">
      <TextField
        label={labels.title}
        autoComplete="off"
        maxLength={MAX_SEO_TITLE_LENGTH}
        hint={lengthHint(title.trim().length, SEO_TITLE_SHOWN, generated.title)}
        error={errors.title}
        {...titleInput}
      />
      <TextAreaField
        label={labels.description}
        rows={3}
        maxLength={MAX_SEO_DESCRIPTION_LENGTH}
        hint={lengthHint(description.trim().length, SEO_DESCRIPTION_SHOWN, generated.description)}
        error={errors.description}
        {...descriptionInput}
      />
      <figure className="rounded-lg border border-line bg-white p-4">
        <figcaption className="mb-2 text-xs font-semibold tracking-[0.12em] text-muted uppercase">Search result preview</figcaption>
        <p className="truncate text-sm text-muted">{url}</p>
        <p className="text-lg leading-snug text-[#1a0dab]">{shownTitle}</p>
        <p className="min-h-5 text-sm text-ink/80">{shownDescription}</p>
      </figure>
    </div>
  );
}
