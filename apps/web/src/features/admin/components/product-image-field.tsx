import { MAX_GALLERY_PICTURES } from '@shop/shared/constants';
import { ArrowDown, ArrowUp, ImageIcon, Trash2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { toast } from '@/components/ui/toast';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { useUploadImage } from '@/features/uploads/api/upload-image';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';

/** One picture of the product: its address and the colour it shows ('' for any colour). */
export interface ProductPicture {
  image: string;
  color: string;
}

/** The main picture and the gallery after it. */
export const MAX_PICTURES = 1 + MAX_GALLERY_PICTURES;

type PictureAction = 'up' | 'down' | 'remove';

/** The buttons of each picture, in order; moving is off where the picture can go no further. */
const PICTURE_ACTIONS: Array<{
  action: PictureAction;
  icon: LucideIcon;
  label: (number: number) => string;
  disabled?: (index: number, count: number) => boolean;
}> = [
  { action: 'up', icon: ArrowUp, label: (number) => `Move picture ${number} up`, disabled: (index) => index === 0 },
  { action: 'down', icon: ArrowDown, label: (number) => `Move picture ${number} down`, disabled: (index, count) => index === count - 1 },
  { action: 'remove', icon: Trash2, label: (number) => `Remove picture ${number}` },
];

/**
 * The product's pictures, in order: the first is the main picture. Chosen files are uploaded at
 * once, one after another; the form keeps only their addresses. Each picture can be moved,
 * removed and tied to one of the product's colours. Without a picture the shop draws the garment.
 */
export function ProductImageField({
  pictures,
  colors,
  onChange,
  onUploadingChange,
  error,
}: {
  pictures: ProductPicture[];
  /** The colours the product comes in, which a picture can be tied to. */
  colors: string[];
  /** Gets a change to apply to the latest pictures (uploads finish after other changes). */
  onChange: (update: (pictures: ProductPicture[]) => ProductPicture[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}) {
  const statusId = useId();
  const hintId = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const upload = useUploadImage();
  const [waiting, setWaiting] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // Where the keyboard goes once a move or a removal is on screen.
  const focusNext = useRef<{ index: number; action: PictureAction } | null>(null);
  const uploading = waiting > 0;
  const room = MAX_PICTURES - pictures.length;

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const fieldset = fieldsetRef.current;
    const row = fieldset?.querySelectorAll('li[data-picture]')[wanted.index];
    const target =
      row?.querySelector<HTMLElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLElement>('[data-action]:not(:disabled)') ??
      fieldset?.querySelector<HTMLElement>('input[type="file"]');
    target?.focus();
  }, [pictures]);

  const onFilesChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared, so that choosing the same file again uploads it again.
    event.target.value = '';
    if (chosen.length === 0) return;
    const files = chosen.slice(0, Math.max(room, 0));
    if (files.length < chosen.length) toast.error(`A product can have at most ${MAX_PICTURES} pictures.`);
    if (files.length === 0) return;
    setWaiting(files.length);
    onUploadingChange(true);
    let added = 0;
    for (const file of files) {
      try {
        const { url } = await upload.mutateAsync(file);
        onChange((current) => [...current, { image: url, color: '' }]);
        added += 1;
        toast.success('Image uploaded successfully');
      } catch (failure) {
        toast.error(apiErrorDetail(failure) ?? (failure instanceof Error ? failure.message : 'Image upload failed.'));
      }
      setWaiting((count) => count - 1);
    }
    onUploadingChange(false);
    if (added > 0) setAnnouncement(`${plural(added, 'picture')} added.`);
  };

  const act = (index: number, action: PictureAction) => {
    const target = action === 'up' ? index - 1 : action === 'down' ? index + 1 : index;
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (action !== 'remove' && moved) next.splice(target, 0, moved);
      return next;
    });
    focusNext.current = { index: action === 'remove' ? Math.min(index, pictures.length - 2) : target, action };
    setAnnouncement(
      action === 'remove'
        ? `Picture ${index + 1} removed.`
        : `Picture moved to position ${target + 1} of ${pictures.length}${target === 0 ? ': it is now the main picture' : ''}.`,
    );
  };

  const setColor = (index: number, color: string) =>
    onChange((current) => current.map((picture, at) => (at === index ? { ...picture, color } : picture)));

  return (
    <fieldset ref={fieldsetRef} aria-describedby={`${hintId} ${statusId}`} aria-busy={uploading || undefined} className="space-y-3">
      <legend className="mb-1 block text-sm font-medium">
        Pictures <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id={hintId} className="text-xs text-muted">
        The first is the main picture. Tie a picture to a colour to show it when a shopper picks that colour.
      </p>

      {pictures.length === 0 ? (
        <div className="relative flex aspect-[4/5] w-32 flex-col items-center justify-center gap-2 rounded-lg border border-line bg-sand p-3 text-center text-xs text-muted sm:w-44 sm:p-6 sm:text-sm lg:w-full lg:max-w-64">
          <ImageIcon aria-hidden="true" className="size-6 sm:size-8" />
          <p>
            No image yet
            <span className="hidden sm:inline">. Without one, the shop draws the garment in its colour</span>.
          </p>
          {uploading ? <UploadingOverlay /> : null}
        </div>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {pictures.map((picture, index) => (
            <PictureRow
              key={picture.image}
              picture={picture}
              index={index}
              count={pictures.length}
              colors={colors}
              onAction={(action) => act(index, action)}
              onColorChange={(color) => setColor(index, color)}
            />
          ))}
          {uploading ? (
            <li aria-hidden="true" className="relative flex h-28 items-center justify-center rounded-lg border border-dashed border-line">
              <UploadingOverlay />
            </li>
          ) : null}
        </ol>
      )}

      <div className="space-y-2">
        {room > 0 ? (
          <ImageUploadButton
            size="sm"
            className="px-4 whitespace-nowrap"
            uploading={uploading}
            onFileChosen={(event) => void onFilesChosen(event)}
            statusId={statusId}
            invalid={Boolean(error)}
            multiple
          >
            {pictures.length === 0 ? 'Choose image' : 'Add image'}
          </ImageUploadButton>
        ) : (
          <p className="text-sm text-muted">That is the most pictures a product can have ({MAX_PICTURES}).</p>
        )}
        <ImageUploadStatus id={statusId} uploading={uploading} error={error} />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

function UploadingOverlay() {
  return (
    <div className="absolute inset-0 grid place-items-center rounded-lg bg-paper/70">
      <span className="size-8 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
    </div>
  );
}

function PictureRow({
  picture,
  index,
  count,
  colors,
  onAction,
  onColorChange,
}: {
  picture: ProductPicture;
  index: number;
  count: number;
  colors: string[];
  onAction: (action: PictureAction) => void;
  onColorChange: (color: string) => void;
}) {
  const number = index + 1;
  const selectId = useId();
  // A tie to a colour the product no longer comes in reads (and is sent) as any colour.
  const color = colors.includes(picture.color) ? picture.color : '';

  return (
    <li data-picture className="flex gap-3 rounded-lg border border-line p-2">
      <img
        src={picture.image}
        alt={index === 0 ? 'Preview of the product image' : `Preview of picture ${number}`}
        className="aspect-[4/5] w-20 shrink-0 rounded-md bg-sand object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium">
          Picture {number}
          {index === 0 ? <span className="text-xs font-semibold tracking-wide text-clay uppercase">Main</span> : null}
        </p>
        <label htmlFor={selectId} className="sr-only">
          Colour of picture {number}
        </label>
        <select
          id={selectId}
          value={color}
          onChange={(event) => onColorChange(event.target.value)}
          className={cn(inputStyles, 'min-h-touch text-sm')}
        >
          <option value="">Any colour</option>
          {colors.map((value) => (
            <option key={value} value={value}>
              {capitalize(value)}
            </option>
          ))}
        </select>
        <div className="flex">
          {PICTURE_ACTIONS.map(({ action, icon: Icon, label, disabled }) => (
            <Button
              key={action}
              variant={action === 'remove' ? 'ghost-danger' : 'ghost'}
              size="icon"
              data-action={action}
              aria-label={label(number)}
              disabled={disabled?.(index, count)}
              onClick={() => onAction(action)}
            >
              <Icon aria-hidden="true" className="size-4" />
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}
