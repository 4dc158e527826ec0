import { languageOf, prefixPath } from '@shop/shared/languages';
import {
  CategoryInputSchema,
  CategoryTranslationInputSchema,
  type CategoryInputParsed,
  type CategoryMutationResponse,
  type CategoryUpdate,
  type ManagedCategory,
} from '@shop/shared/category.schema';
import {
  FEED_AGE_GROUP_LABELS,
  FEED_AGE_GROUPS,
  FEED_AGES_HINT,
  FEED_GENDER_LABELS,
  FEED_GENDERS,
  FEED_PATHS,
} from '@shop/shared/product-feed';
import { TRANSLATED_LANGUAGES, type TranslatedLanguageCode } from '@shop/shared/translation.schema';
import { ImageIcon, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { SearchListingFields } from '@/components/ui/search-listing-fields';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { useShopName } from '@/features/settings/api/get-settings';
import { useImagePicker } from '@/features/uploads/api/upload-image';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { plural } from '@/lib/format';
import { languageName } from '@/lib/language-names';
import { WordsDisclosure } from '@/components/ui/words-disclosure';
import { useCreateCategory, useTranslateCategory, useUpdateCategory } from '../api/change-categories';
import { handleFromName } from '../category-handle';

export const CATEGORY_ADD_FAILED = 'Could not add the category.';
export const CATEGORY_SAVE_FAILED = 'Could not save the category.';

const FIELDS = [
  'name',
  'handle',
  'description',
  'image',
  'hidden',
  'seoTitle',
  'seoDescription',
  'googleProductCategory',
  'gender',
  'ageGroup',
] as const;

export interface CategoryFormModalProps {
  open: boolean;
  /** The category to change; null adds a new one. */
  category: ManagedCategory | null;
  onClose: () => void;
}

/** Adds a category, or changes one (the same form, filled in), in a modal. */
export function CategoryFormModal({ open, category, onClose }: CategoryFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={category ? 'Edit category' : 'Add category'}
      description={category ? category.name : 'A new category is listed last; move it up the list afterwards.'}
      dismissible={!pending}
    >
      {/* Mounted afresh on every opening, so it starts from the saved category (or empty). */}
      <CategoryForm key={category?._id ?? 'new'} category={category} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

/** A category's words in another language, as the form edits them, its search listing there with them. */
type Words = { name: string; description: string; seoTitle: string; seoDescription: string };
const WORD_FIELDS = ['name', 'description', 'seoTitle', 'seoDescription'] as const satisfies readonly (keyof Words)[];
type WordsByLanguage = Record<TranslatedLanguageCode, Words>;

const savedWords = (category: ManagedCategory | null, language: TranslatedLanguageCode) =>
  category?.translations.find((translation) => translation.language === language);

/** The fields a category changes: only these go into the PATCH. */
function changesOf(category: ManagedCategory, values: CategoryInputParsed): CategoryUpdate {
  const saved = {
    name: category.name,
    handle: category.handle,
    description: category.description,
    image: category.image,
    hidden: category.hidden,
    seoTitle: category.seoTitle,
    seoDescription: category.seoDescription,
    googleProductCategory: category.googleProductCategory,
    gender: category.gender,
    ageGroup: category.ageGroup,
  };
  const next = {
    name: values.name,
    handle: values.handle,
    description: values.description ?? '',
    image: values.image ?? '',
    hidden: values.hidden ?? false,
    seoTitle: values.seoTitle ?? '',
    seoDescription: values.seoDescription ?? '',
    googleProductCategory: values.googleProductCategory ?? '',
    gender: values.gender ?? null,
    ageGroup: values.ageGroup ?? null,
  };
  return Object.fromEntries(FIELDS.filter((field) => next[field] !== saved[field]).map((field) => [field, next[field]]));
}

function CategoryForm({
  category,
  onDone,
  onPendingChange,
}: {
  category: ManagedCategory | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const ids = { hidden: useId(), hiddenHint: useId(), picture: useId() };
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const translate = useTranslateCategory();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  // Its words in the shop's other languages: empty shows the English ones (docs/decisions/046).
  const [words, setWords] = useState<WordsByLanguage>(
    () =>
      Object.fromEntries(
        TRANSLATED_LANGUAGES.map((language) => {
          const saved = savedWords(category, language);
          return [language, Object.fromEntries(WORD_FIELDS.map((field) => [field, saved?.[field] ?? ''])) as Words];
        }),
      ) as WordsByLanguage,
  );
  const [wordErrors, setWordErrors] = useState<Record<string, string>>({});
  const setWord = (language: TranslatedLanguageCode, field: keyof Words, value: string) => {
    setWords((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));
    setWordErrors(({ [`${language}.${field}`]: _fixed, ...rest }) => rest);
  };
  /** The other languages' words where any field changed, as the API takes them: as a whole. */
  const changedWords = () =>
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const saved = savedWords(category, language);
      const typed = words[language];
      if (WORD_FIELDS.every((field) => typed[field].trim() === (saved?.[field] ?? ''))) return [];
      return [{ language, ...typed }];
    });
  /** The changed words saved once the category is: a refusal there leaves the category saved, and says so. */
  async function saveWords(id: string): Promise<CategoryMutationResponse | null> {
    let answer: CategoryMutationResponse | null = null;
    for (const input of changedWords()) {
      try {
        answer = await translate.mutateAsync({ id, input });
      } catch (error) {
        toast.error(
          `The category was saved, but not its ${languageName(input.language)} words: ${apiErrorDetail(error) ?? 'please try again.'}`,
        );
      }
    }
    return answer;
  }
  // One mutation for the form: adding, or changing only what changed (nothing changed sends nothing).
  const mutation = {
    isPending: create.isPending || update.isPending || translate.isPending,
    mutateAsync: async (values: CategoryInputParsed): Promise<CategoryMutationResponse | null> => {
      try {
        if (!category) {
          const added = await create.mutateAsync(values);
          await saveWords(added.category._id);
          return added;
        }
        const changes = changesOf(category, values);
        const saved = Object.keys(changes).length > 0 ? await update.mutateAsync({ id: category._id, changes }) : null;
        return (await saveWords(category._id)) ?? saved;
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, setValue, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: CategoryInputSchema,
    defaultValues: {
      name: category?.name ?? '',
      handle: category?.handle ?? '',
      description: category?.description ?? '',
      image: category?.image ?? '',
      hidden: category?.hidden ?? false,
      seoTitle: category?.seoTitle ?? '',
      seoDescription: category?.seoDescription ?? '',
      googleProductCategory: category?.googleProductCategory ?? '',
      gender: category?.gender ?? '',
      ageGroup: category?.ageGroup ?? '',
    },
    serverFields: FIELDS,
  });
  // A new category's handle follows its name until the admin types one; a saved one's stays
  // (changing it changes the shop's links to the category).
  const [handleTyped, setHandleTyped] = useState(category !== null);
  const [uploading, setUploading] = useState(false);
  const [image, name, handle, description, seoTitle, seoDescription] = useWatch({
    control,
    name: ['image', 'name', 'handle', 'description', 'seoTitle', 'seoDescription'],
  }) as (string | undefined)[];
  const shopName = useShopName();
  const picker = useImagePicker({
    onUploaded: (url) => setValue('image', url, { shouldDirty: true, shouldValidate: true }),
    onUploadingChange: setUploading,
  });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    // The other languages' words are checked by the same schema as the server's, before anything is sent.
    const refused: Record<string, string> = {};
    for (const input of changedWords()) {
      const checked = CategoryTranslationInputSchema.safeParse(input);
      for (const issue of checked.error?.issues ?? []) refused[`${input.language}.${String(issue.path[0])}`] ??= issue.message;
    }
    setWordErrors(refused);
    if (Object.keys(refused).length > 0) return;
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    if (sent.data) toast.success(sent.data.message);
    onDone();
  });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!handleTyped) setValue('handle', handleFromName(event.target.value), { shouldValidate: Boolean(errors.handle) });
    },
  });
  const handleField = register('handle', {
    // Emptied, the handle follows the name again.
    onChange: (event: { target: { value: string } }) => setHandleTyped(event.target.value !== ''),
  });
  const products = category?.products ?? 0;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending || uploading}>
      {failure ? (
        <FormAlert
          title={category ? CATEGORY_SAVE_FAILED : CATEGORY_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...nameField} />
      <TextField
        label="Handle"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={
          <>
            Its page in the shop: /collections/handle, and its filter: /shop?category=handle.
            {category ? null : ' Filled in from the name until you change it.'}
            {products > 0 ? ` A new handle takes its ${plural(products, 'product')} with it.` : null}
          </>
        }
        error={errors.handle?.message}
        {...handleField}
      />
      <TextAreaField label="Description" hint="Optional." error={errors.description?.message} {...register('description')} />

      {TRANSLATED_LANGUAGES.map((language) => (
        <fieldset key={language} className="space-y-3">
          <legend className="mb-1.5 block text-sm font-medium">In {languageName(language)}</legend>
          <WordsDisclosure
            label={`${languageName(language)} words`}
            given={WORD_FIELDS.some((field) => savedWords(category, language)?.[field])}
            invalid={Object.keys(wordErrors).some((key) => key.startsWith(`${language}.`))}
          >
            <p className="text-xs text-muted">
              What the {languageName(language)} pages call it and say of it. Empty shows the English words.
            </p>
            <TextField
              label={`Name in ${languageName(language)}`}
              autoComplete="off"
              lang={language}
              placeholder={name}
              value={words[language].name}
              onChange={(event) => setWord(language, 'name', event.target.value)}
              error={wordErrors[`${language}.name`]}
            />
            <TextAreaField
              label={`Description in ${languageName(language)}`}
              lang={language}
              placeholder={description}
              value={words[language].description}
              onChange={(event) => setWord(language, 'description', event.target.value)}
              error={wordErrors[`${language}.description`]}
            />
            <SearchListingFields
              title={words[language].seoTitle}
              description={words[language].seoDescription}
              titleInput={{
                lang: language,
                onChange: (event) => setWord(language, 'seoTitle', event.target.value),
                defaultValue: words[language].seoTitle,
              }}
              descriptionInput={{
                lang: language,
                onChange: (event) => setWord(language, 'seoDescription', event.target.value),
                defaultValue: words[language].seoDescription,
              }}
              // What the French page's meta falls back to, field by field: the English listing, else one made from the words above.
              generated={{
                title: seoTitle || `${words[language].name.trim() || name || 'Category name'} | ${shopName}`,
                description:
                  seoDescription || words[language].description.trim() || description || `Shop ${name || 'the category'} at ${shopName}.`,
              }}
              url={prefixPath(`/collections/${handle || 'handle'}`, languageOf(language)!)}
              labels={{
                title: `Search result title in ${languageName(language)} (optional)`,
                description: `Search result text in ${languageName(language)} (optional)`,
              }}
              errors={{ title: wordErrors[`${language}.seoTitle`], description: wordErrors[`${language}.seoDescription`] }}
            />
          </WordsDisclosure>
        </fieldset>
      ))}

      <fieldset className="space-y-3" aria-describedby={ids.picture}>
        <legend className="mb-1.5 block text-sm font-medium">Picture (optional)</legend>
        <div className="flex flex-wrap items-center gap-3">
          {image ? (
            <img src={image} alt="The category's picture" className="size-16 rounded-lg border border-line object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 items-center justify-center rounded-lg border border-dashed border-stone bg-sand"
            >
              <ImageIcon className="size-6 text-muted" />
            </span>
          )}
          <ImageUploadButton
            size="sm"
            uploading={uploading}
            onFileChosen={picker.onFileChosen}
            statusId={ids.picture}
            invalid={Boolean(picker.error ?? errors.image)}
          >
            {image ? 'Change picture' : 'Upload picture'}
          </ImageUploadButton>
          {image ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={uploading}
              onClick={() => setValue('image', '', { shouldDirty: true, shouldValidate: true })}
            >
              <X aria-hidden="true" className="size-4" />
              Remove picture
            </Button>
          ) : null}
        </div>
        <ImageUploadStatus id={ids.picture} uploading={uploading} error={picker.error ?? errors.image?.message} />
      </fieldset>

      <div className="flex items-start gap-3">
        <input
          id={ids.hidden}
          type="checkbox"
          aria-describedby={ids.hiddenHint}
          className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
          {...register('hidden')}
        />
        <div className="min-w-0">
          {/* The label's padding makes the whole line a fingertip-sized target. */}
          <label htmlFor={ids.hidden} className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
            Hidden
          </label>
          <p id={ids.hiddenHint} className="text-xs text-muted">
            Left out of the shop&apos;s list of categories; its products stay in the shop.
          </p>
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-1.5 block text-sm font-medium">Search engines</legend>
        <SearchListingFields
          title={seoTitle ?? ''}
          description={seoDescription ?? ''}
          titleInput={register('seoTitle')}
          descriptionInput={register('seoDescription')}
          generated={{
            title: `${name || 'Category name'} | ${shopName}`,
            description: description || `Shop ${name || 'the category'} at ${shopName}.`,
          }}
          url={`/collections/${handle || 'handle'}`}
          errors={{ title: errors.seoTitle?.message, description: errors.seoDescription?.message }}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-1.5 block text-sm font-medium">Shopping feeds</legend>
        <p className="text-xs text-muted">
          What Google Merchant Center ({FEED_PATHS.google}) and Meta&apos;s catalogue ({FEED_PATHS.meta}) are told of this category&apos;s
          products. All optional; clothes need a gender and an age group in some countries.
        </p>
        <TextField
          label="Google product category"
          autoComplete="off"
          hint="A number or path from Google's product taxonomy, such as 212 (Apparel & Accessories > Clothing > Shirts & Tops)."
          error={errors.googleProductCategory?.message}
          {...register('googleProductCategory')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Gender"
            options={FEED_GENDERS}
            labelOf={(gender) => FEED_GENDER_LABELS[gender]}
            error={errors.gender?.message}
            {...register('gender')}
          >
            <option value="">Not set</option>
          </SelectField>
          <SelectField
            label="Age group"
            hint={FEED_AGES_HINT}
            options={FEED_AGE_GROUPS}
            labelOf={(ageGroup) => FEED_AGE_GROUP_LABELS[ageGroup]}
            error={errors.ageGroup?.message}
            {...register('ageGroup')}
          >
            <option value="">Not set</option>
          </SelectField>
        </div>
      </fieldset>

      <FormActions
        pending={pending}
        disabled={uploading}
        submitLabel={category ? 'Save changes' : 'Add category'}
        pendingLabel={category ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
