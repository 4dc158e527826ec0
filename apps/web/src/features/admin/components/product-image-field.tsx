import { ImageIcon, ImageUp, Trash2 } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonStyles } from '@/components/ui/button';
import { useUploadImage } from '@/features/uploads/api/upload-image';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';

export const IMAGE_UPLOADING_MESSAGE = 'Wait please image is uploading...';

/**
 * The product's picture: one chosen file is read as a data URL and uploaded at once; the
 * form keeps only the answer's address. Without a picture the shop draws the garment.
 */
export function ProductImageField({
  image,
  onChange,
  onUploadingChange,
  error,
}: {
  image: string;
  onChange: (image: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}) {
  const statusId = useId();
  const upload = useUploadImage();
  const uploading = upload.isPending;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again uploads it again.
    event.target.value = '';
    if (!file) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onChange(url);
        toast.success('Image uploaded successfully');
      },
      onError: (failure) => {
        toast.error(apiErrorDetail(failure) ?? (failure instanceof Error ? failure.message : 'Image upload failed.'));
      },
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <fieldset aria-describedby={statusId} aria-busy={uploading || undefined}>
      <legend className="mb-1.5 block text-sm font-medium">
        Image <span className="font-normal text-muted">(optional)</span>
      </legend>
      {/* Beside its buttons on phones, above them from the wide layout on. */}
      <div className="flex items-start gap-4 lg:block lg:space-y-3">
        <div className="relative aspect-[4/5] w-32 shrink-0 overflow-hidden rounded-lg border border-line bg-sand sm:w-44 lg:w-full lg:max-w-64">
          {image ? (
            <img src={image} alt="Preview of the product image" className="size-full object-cover" />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-xs text-muted sm:p-6 sm:text-sm">
              <ImageIcon aria-hidden="true" className="size-6 sm:size-8" />
              <p>
                No image yet
                <span className="hidden sm:inline">. Without one, the shop draws the garment in its colour</span>.
              </p>
            </div>
          )}
          {uploading ? (
            <div aria-hidden="true" className="absolute inset-0 grid place-items-center bg-paper/70">
              <span className="size-8 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
            </div>
          ) : null}
        </div>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-2">
            <label
              className={cn(
                buttonStyles({ variant: 'secondary', size: 'sm' }),
                'cursor-pointer px-4 whitespace-nowrap focus-within:outline-2 focus-within:outline-offset-3 focus-within:outline-focus',
                uploading && 'pointer-events-none opacity-50',
              )}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {image ? 'Change image' : 'Choose image'}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={uploading}
                aria-invalid={error ? true : undefined}
                aria-describedby={statusId}
                onChange={onFileChosen}
              />
            </label>
            {image && !uploading ? (
              <Button variant="ghost" size="sm" className="px-4 whitespace-nowrap" onClick={() => onChange('')}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove image
              </Button>
            ) : null}
          </div>
          <div id={statusId}>
            <p role="status" className="text-xs text-muted">
              {uploading ? (
                <span className="font-medium text-ink">{IMAGE_UPLOADING_MESSAGE}</span>
              ) : (
                'JPEG, PNG, WebP or GIF, up to 5 MB.'
              )}
            </p>
            {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
