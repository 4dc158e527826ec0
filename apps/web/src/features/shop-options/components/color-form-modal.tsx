import {
  ColorInputSchema,
  ColorTranslationInputSchema,
  type ColorInputParsed,
  type ColorMutationResponse,
  type ColorUpdate,
  type ManagedColor,
} from '@shop/shared/color.schema';
import { TRANSLATED_LANGUAGES, type TranslatedLanguageCode } from '@shop/shared/translation.schema';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { SwatchChip, swatchStyle } from '@/features/catalogue/components/color-swatch';
import { handleFromName } from '@/features/categories/category-handle';
import { useImagePicker } from '@/features/uploads/api/upload-image';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { languageName } from '@/lib/language-names';
import { WordsDisclosure } from '@/components/ui/words-disclosure';
import { useCreateColor, useTranslateColor, useUpdateColor } from '../api/change-colors';

export const COLOR_ADD_FAILED = 'Could not add the colour.';
export const COLOR_SAVE_FAILED = 'Could not save the colour.';

const FIELDS = ['name', 'handle', 'hex', 'image'] as const;
const HEX = /^#[0-9a-f]{6}$/i;

export interface ColorFormModalProps {
  open: boolean;
  /** The colour to change; null adds a new one. */
  color: ManagedColor | null;
  onClose: () => void;
}

/** Adds a colour, or changes one's name and swatch (the same form, filled in), in a modal. */
export function ColorFormModal({ open, color, onClose }: ColorFormModalProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={color ? 'Edit colour' : 'Add colour'}
      description={color ? color.name : 'A new colour is listed last; move it up the list afterwards.'}
      dismissible={!pending}
    >
      <ColorForm key={color?._id ?? 'new'} color={color} onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

/** The fields a colour changes: only these go into the PATCH (never its handle). */
function changesOf(color: ManagedColor, values: ColorInputParsed): ColorUpdate {
  const changes: ColorUpdate = {};
  if (values.name !== color.name) changes.name = values.name;
  if ((values.hex ?? null) !== color.hex) changes.hex = values.hex ?? null;
  if ((values.image ?? '') !== color.image) changes.image = values.image ?? '';
  return changes;
}

function ColorForm({
  color,
  onDone,
  onPendingChange,
}: {
  color: ManagedColor | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const ids = { picture: useId(), picker: useId() };
  const create = useCreateColor();
  const update = useUpdateColor();
  const translate = useTranslateColor();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  // Its name in the shop's other languages: empty shows the English one (docs/decisions/046).
  const savedName = (language: TranslatedLanguageCode) =>
    color?.translations.find((translation) => translation.language === language)?.name ?? '';
  const [names, setNames] = useState(
    () =>
      Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, savedName(language)])) as Record<TranslatedLanguageCode, string>,
  );
  const [nameErrors, setNameErrors] = useState<Partial<Record<TranslatedLanguageCode, string>>>({});
  const changedNames = () =>
    TRANSLATED_LANGUAGES.flatMap((language) =>
      names[language].trim() === savedName(language) ? [] : [{ language, name: names[language] }],
    );
  /** The changed names saved once the colour is: a refusal there leaves the colour saved, and says so. */
  async function saveNames(id: string): Promise<ColorMutationResponse | null> {
    let answer: ColorMutationResponse | null = null;
    for (const input of changedNames()) {
      try {
        answer = await translate.mutateAsync({ id, input });
      } catch (error) {
        toast.error(
          `The colour was saved, but not its ${languageName(input.language)} name: ${apiErrorDetail(error) ?? 'please try again.'}`,
        );
      }
    }
    return answer;
  }
  const mutation = {
    isPending: create.isPending || update.isPending || translate.isPending,
    mutateAsync: async (values: ColorInputParsed): Promise<ColorMutationResponse | null> => {
      try {
        if (!color) {
          const added = await create.mutateAsync(values);
          await saveNames(added.color._id);
          return added;
        }
        const changes = changesOf(color, values);
        const saved = Object.keys(changes).length > 0 ? await update.mutateAsync({ id: color._id, changes }) : null;
        return (await saveNames(color._id)) ?? saved;
      } catch (error) {
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, setValue, control, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: ColorInputSchema,
    defaultValues: { name: color?.name ?? '', handle: color?.handle ?? '', hex: color?.hex ?? '', image: color?.image ?? '' },
    serverFields: FIELDS,
  });
  const [handleTyped, setHandleTyped] = useState(color !== null);
  const [uploading, setUploading] = useState(false);
  const [hex, image] = useWatch({ control, name: ['hex', 'image'] }) as (string | null | undefined)[];
  const picker = useImagePicker({
    onUploaded: (url) => setValue('image', url, { shouldDirty: true, shouldValidate: true }),
    onUploadingChange: setUploading,
  });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    // The other languages' names are checked by the same schema as the server's, before anything is sent.
    const refused: Partial<Record<TranslatedLanguageCode, string>> = {};
    for (const input of changedNames()) {
      const issue = ColorTranslationInputSchema.safeParse(input).error?.issues[0];
      if (issue) refused[input.language] = issue.message;
    }
    setNameErrors(refused);
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
  const handleField = register('handle', { onChange: (event: { target: { value: string } }) => setHandleTyped(event.target.value !== '') });
  const paint = swatchStyle({ hex: hex && HEX.test(hex) ? hex.toLowerCase() : null, image: image ?? '' });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending || uploading}>
      {failure ? (
        <FormAlert
          title={color ? COLOR_SAVE_FAILED : COLOR_ADD_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...nameField} />
      <TextField
        label="Handle"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        readOnly={color !== null}
        hint={
          color
            ? 'Products, bags and orders name the colour by it: it stays as it is.'
            : 'Its filter in the shop: /shop?color=handle. Filled in from the name until you change it; kept for good once added.'
        }
        error={errors.handle?.message}
        {...handleField}
      />
      {TRANSLATED_LANGUAGES.map((language) => (
        <WordsDisclosure
          key={language}
          label={`${languageName(language)} name`}
          given={savedName(language) !== ''}
          invalid={Boolean(nameErrors[language])}
        >
          <TextField
            label={`Name in ${languageName(language)}`}
            autoComplete="off"
            lang={language}
            placeholder={color?.name}
            hint={`What the ${languageName(language)} pages call it. Empty shows the English name.`}
            value={names[language]}
            onChange={(event) => {
              const value = event.target.value;
              setNames((current) => ({ ...current, [language]: value }));
              setNameErrors(({ [language]: _fixed, ...rest }) => rest);
            }}
            error={nameErrors[language]}
          />
        </WordsDisclosure>
      ))}

      <fieldset className="space-y-3">
        <legend className="mb-1.5 block text-sm font-medium">Swatch</legend>
        <div className="flex flex-wrap items-end gap-3">
          <SwatchChip paint={paint} className="size-12" />
          <TextField
            label="Hex"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="#1f2f52"
            hint="A colour like #1f2f52; or upload a picture for a print."
            error={errors.hex?.message}
            className="min-w-0 flex-1"
            {...register('hex')}
          />
          <label htmlFor={ids.picker} className="sr-only">
            Pick the hex
          </label>
          <input
            id={ids.picker}
            type="color"
            value={hex && HEX.test(hex) ? hex.toLowerCase() : '#000000'}
            onChange={(event) => setValue('hex', event.target.value, { shouldDirty: true, shouldValidate: true })}
            className="mb-6 h-touch w-touch shrink-0 cursor-pointer rounded-md border border-line bg-white"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3" aria-describedby={ids.picture}>
          {image ? <img src={image} alt="The colour's picture" className="size-12 rounded-full border border-line object-cover" /> : null}
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

      <FormActions
        pending={pending}
        disabled={uploading}
        submitLabel={color ? 'Save changes' : 'Add colour'}
        pendingLabel={color ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
