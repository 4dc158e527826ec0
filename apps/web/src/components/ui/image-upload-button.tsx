import { MAX_UPLOAD_MB, UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_TYPES_TEXT } from '@shop/shared/constants';
import { ImageUp } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { buttonStyles, type ButtonSize } from './button';

export const IMAGE_UPLOAD_HINT = `${UPLOAD_IMAGE_TYPES_TEXT}, up to ${MAX_UPLOAD_MB} MB.`;

export interface ImageUploadButtonProps {
  children: string;
  uploading: boolean;
  onFileChosen: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The id of the `ImageUploadStatus` beside it. */
  statusId: string;
  invalid?: boolean;
  /** Several files may be chosen at once. */
  multiple?: boolean;
  size?: ButtonSize;
  className?: string;
}

/** A button-looking label around a hidden file input: the keyboard reaches the input, the eye sees the button. */
export function ImageUploadButton({
  children,
  uploading,
  onFileChosen,
  statusId,
  invalid,
  multiple,
  size,
  className,
}: ImageUploadButtonProps) {
  return (
    <label
      className={cn(
        buttonStyles({ variant: 'secondary', size }),
        'cursor-pointer focus-within:outline-2 focus-within:outline-offset-3 focus-within:outline-focus',
        className,
        uploading && 'pointer-events-none opacity-50',
      )}
    >
      <ImageUp aria-hidden="true" className="size-4" />
      {children}
      <input
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        multiple={multiple}
        className="sr-only"
        disabled={uploading}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={statusId}
        onChange={onFileChosen}
      />
    </label>
  );
}

/** What the picker accepts, or that an upload is on its way, then the field's error. */
export function ImageUploadStatus({ id, uploading, error }: { id: string; uploading: boolean; error?: string }) {
  useMessages('account');
  const t = useT();
  const types = useImageTypesText();
  return (
    <div id={id}>
      <p role="status" className="text-xs text-muted">
        {uploading ? (
          <span className="font-medium text-ink">{t('account.upload.uploading')}</span>
        ) : (
          t('account.upload.hint', { types, mb: MAX_UPLOAD_MB })
        )}
      </p>
      {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
    </div>
  );
}

/** The picture formats taken, listed as the page's language lists ('JPEG, PNG, WebP or AVIF' in English). */
export function useImageTypesText(): string {
  const locale = useFormatLocale();
  return locale
    ? new Intl.ListFormat(locale, { type: 'disjunction' }).format(UPLOAD_IMAGE_TYPES_TEXT.split(/, | or /))
    : UPLOAD_IMAGE_TYPES_TEXT;
}
