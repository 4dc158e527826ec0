import { ImageIcon, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ImageUploadButton, ImageUploadStatus } from '@/components/ui/image-upload-button';
import { useImagePicker } from '@/features/uploads/api/upload-image';

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
  const { uploading, onFileChosen } = useImagePicker({ onUploaded: onChange, onUploadingChange });

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
            <ImageUploadButton
              size="sm"
              className="px-4 whitespace-nowrap"
              uploading={uploading}
              onFileChosen={onFileChosen}
              statusId={statusId}
              invalid={Boolean(error)}
            >
              {image ? 'Change image' : 'Choose image'}
            </ImageUploadButton>
            {image && !uploading ? (
              <Button variant="ghost" size="sm" className="px-4 whitespace-nowrap" onClick={() => onChange('')}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove image
              </Button>
            ) : null}
          </div>
          <ImageUploadStatus id={statusId} uploading={uploading} error={error} />
        </div>
      </div>
    </fieldset>
  );
}
