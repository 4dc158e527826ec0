/**
 * The update product page's words in the shop's other languages (docs/decisions/046): for each,
 * the name, description and search listing its pages show, saved apart from the product. A field
 * left empty shows the English words, field by field; each empty field shows them as its
 * placeholder.
 */
import { SEO_DESCRIPTION_SHOWN } from '@shop/shared/handle';
import { prefixPath, languageOf } from '@shop/shared/languages';
import type { Product } from '@shop/shared/product.schema';
import { paths } from '@shop/shared/routes';
import {
  ProductTranslationInputSchema,
  TRANSLATED_LANGUAGES,
  type ProductTranslation,
  type TranslatedLanguageCode,
} from '@shop/shared/translation.schema';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SearchListingFields } from '@/components/ui/search-listing-fields';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { WordsDisclosure } from '@/components/ui/words-disclosure';
import { useShopName } from '@/features/settings/api/get-settings';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { languageName } from '@/lib/language-names';
import { useProductTranslations, useSaveProductTranslation } from '../api/product-translations';

type Words = Pick<ProductTranslation, 'name' | 'description' | 'seoTitle' | 'seoDescription'>;
const NO_WORDS: Words = { name: '', description: '', seoTitle: '', seoDescription: '' };
const FIELDS = Object.keys(NO_WORDS) as (keyof Words)[];

/** A text cut to what search results show, as the page's meta cuts it. */
const shorten = (text: string) => (text.length > SEO_DESCRIPTION_SHOWN ? `${text.slice(0, SEO_DESCRIPTION_SHOWN - 3)}...` : text);

export function ProductTranslationSection({ product }: { product: Product }) {
  const translations = useProductTranslations(product._id);
  return (
    <>
      {TRANSLATED_LANGUAGES.map((language) => {
        const titleId = `translation-${language}-title`;
        return (
          <section key={language} aria-labelledby={titleId} className="mt-8 space-y-3 rounded-xl border border-line bg-white p-5 sm:p-8">
            <h2 id={titleId} className="text-2xl">
              {languageName(language)}
            </h2>
            <p className="text-sm text-muted">
              What the product&rsquo;s page and cards show at {prefixPath(paths.product(product.handle), languageOf(language)!)}. A field
              left empty shows the English words.
            </p>
            {translations.isPending ? (
              <SkeletonRows label={`Loading the ${languageName(language)} words`} rows={3} rowClassName="h-12 rounded-lg" />
            ) : translations.isError ? (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <p className="text-danger">Could not load the {languageName(language)} words.</p>
                <Button variant="secondary" size="sm" onClick={() => void translations.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <WordsDisclosure
                label={`Edit the ${languageName(language)} words`}
                given={translations.data.translations.some((one) => one.language === language)}
              >
                <TranslationForm
                  // Saved words (a save, another's) start the form again from them.
                  key={translations.data.translations.find((one) => one.language === language)?.updatedAt ?? 'none'}
                  product={product}
                  language={language}
                  saved={translations.data.translations.find((one) => one.language === language) ?? NO_WORDS}
                />
              </WordsDisclosure>
            )}
          </section>
        );
      })}
    </>
  );
}

function TranslationForm({ product, language, saved }: { product: Product; language: TranslatedLanguageCode; saved: Words }) {
  const save = useSaveProductTranslation();
  const shopName = useShopName();
  const [words, setWords] = useState<Words>(() => Object.fromEntries(FIELDS.map((field) => [field, saved[field]])) as Words);
  const [checked, setChecked] = useState<Partial<Record<keyof Words, string>>>({});
  const serverErrors = save.isError ? apiFieldErrors(save.error) : {};
  const errorOf = (field: keyof Words) => checked[field] ?? serverErrors[field];
  const serverProblem = save.isError && FIELDS.every((field) => !serverErrors[field]) ? apiErrorDetail(save.error) : undefined;
  const name = languageName(language);
  const changed = FIELDS.some((field) => words[field] !== saved[field]);

  const set = (field: keyof Words, value: string) => {
    setWords((current) => ({ ...current, [field]: value }));
    setChecked(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { language, ...words };
    const parsed = ProductTranslationInputSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<keyof Words, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Words] ??= issue.message;
      setChecked(errors);
      return;
    }
    save.mutate({ productId: product._id, input });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={`${name} words`}>
      {serverProblem ? <FormAlert title={`The ${name} words were not saved.`} detail={serverProblem} /> : null}
      <TextField
        label={`Name in ${name}`}
        autoComplete="off"
        lang={language}
        placeholder={product.name}
        value={words.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorOf('name')}
        hint="Empty: the English name."
      />
      <TextAreaField
        label={`Description in ${name}`}
        rows={5}
        lang={language}
        placeholder={product.description}
        value={words.description}
        onChange={(event) => set('description', event.target.value)}
        error={errorOf('description')}
        hint="Empty: the English description."
      />
      <fieldset className="space-y-3">
        <legend className="mb-1.5 block text-sm font-medium">Search engines, in {name}</legend>
        <SearchListingFields
          title={words.seoTitle}
          description={words.seoDescription}
          titleInput={{ lang: language, defaultValue: saved.seoTitle, onChange: (event) => set('seoTitle', event.target.value) }}
          descriptionInput={{
            lang: language,
            defaultValue: saved.seoDescription,
            onChange: (event) => set('seoDescription', event.target.value),
          }}
          // What the page's meta falls back to, field by field: the English listing, else one made from the words above.
          generated={{
            title: product.seoTitle || `${words.name.trim() || product.name} | ${shopName}`,
            description: product.seoDescription || shorten(words.description.trim() || product.description),
          }}
          url={prefixPath(paths.product(product.handle), languageOf(language)!)}
          labels={{ title: `Search result title in ${name} (optional)`, description: `Search result text in ${name} (optional)` }}
          errors={{ title: errorOf('seoTitle'), description: errorOf('seoDescription') }}
        />
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {changed ? <p className="text-sm text-muted">Unsaved changes</p> : null}
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : `Save ${name}`}
        </Button>
      </div>
    </form>
  );
}
