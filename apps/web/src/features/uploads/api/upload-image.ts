import { UploadImageResponseSchema } from '@shop/shared/auth.schema';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@shop/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';

export type UploadedImage = z.infer<typeof UploadImageResponseSchema>;

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Could not read the file.')));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** Sends one chosen image as a data URL; the answer is its address on the shop (plus smaller widths). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  if (!file.type.startsWith('image/')) throw new Error('Please choose an image file.');
  // The server refuses more (MAX_UPLOAD_MB); checking first saves sending it.
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(`The image is too large. Please choose one under ${MAX_UPLOAD_MB} MB.`);
  const image = await readAsDataUrl(file);
  return api.post('/uploadImage', { image }, { schema: UploadImageResponseSchema });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

/**
 * What a file picker needs: a chosen file is uploaded at once and its address handed to
 * `onUploaded`; the outcome is toasted, since the upload goes on while the person fills the form,
 * and a refusal is also kept as `error` (until the next file) for the form to show by the picker.
 */
export function useImagePicker({
  onUploaded,
  onUploadingChange,
}: {
  onUploaded: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const upload = useUploadImage();
  const [error, setError] = useState<string>();
  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again uploads it again.
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onUploaded(url);
        toast.success('Image uploaded successfully');
      },
      onError: (failure) => {
        const message = apiErrorDetail(failure) ?? (failure instanceof Error ? failure.message : 'Image upload failed.');
        setError(message);
        toast.error(message);
      },
      onSettled: () => onUploadingChange?.(false),
    });
  };
  return { uploading: upload.isPending, error, onFileChosen };
}
