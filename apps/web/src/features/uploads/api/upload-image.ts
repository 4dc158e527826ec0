import { UploadImageResponseSchema } from '@shop/shared/auth.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The server refuses more (DESIGN.md section 6); checking first saves sending it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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
  if (file.size > MAX_IMAGE_BYTES) throw new Error('The image is too large. Please choose one under 5 MB.');
  const image = await readAsDataUrl(file);
  return api.post('/uploadImage', { image }, { schema: UploadImageResponseSchema });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
