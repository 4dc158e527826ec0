/** The staff's changes to the shop's pages: create, save as a new version, restore a version, delete. */
import {
  ManagedPageResponseSchema,
  type ManagedPageResponse,
  type PageCreate,
  type PageTranslationInput,
  type PageUpdate,
} from '@shop/shared/page-content.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { contentPageKeys } from './get-content-page';

const path = (handle: string) => `/pages/${encodeURIComponent(handle)}`;

export function createContentPage(input: PageCreate): Promise<ManagedPageResponse> {
  return api.post('/pages', input, { schema: ManagedPageResponseSchema });
}

export function updateContentPage({ handle, ...input }: PageUpdate & { handle: string }): Promise<ManagedPageResponse> {
  return api.put(path(handle), input, { schema: ManagedPageResponseSchema });
}

export function restoreContentPageVersion({ handle, number }: { handle: string; number: number }): Promise<ManagedPageResponse> {
  return api.post(`${path(handle)}/versions/${number}/restore`, undefined, { schema: ManagedPageResponseSchema });
}

/** The page's words in another language, as a whole: an empty field shows the default language's. */
export function translateContentPage({ handle, ...input }: PageTranslationInput & { handle: string }): Promise<ManagedPageResponse> {
  return api.put(`${path(handle)}/translations`, input, { schema: ManagedPageResponseSchema });
}

export function deleteContentPage(handle: string): Promise<{ message: string }> {
  return api.delete(path(handle), { schema: MessageResponseSchema });
}

// Every change refetches the staff's lists and the storefront's copy of the page.
export const useCreateContentPage = () => useInvalidatingMutation(createContentPage, [contentPageKeys.all]);
export const useUpdateContentPage = () => useInvalidatingMutation(updateContentPage, [contentPageKeys.all]);
export const useRestoreContentPageVersion = () => useInvalidatingMutation(restoreContentPageVersion, [contentPageKeys.all]);
/** Its editor is keyed on the saved translation, so the toast is said here (see useInvalidatingMutation). */
export const useTranslateContentPage = () =>
  useInvalidatingMutation(translateContentPage, [contentPageKeys.all], ({ message }) => toast.success(message ?? 'Translation saved'));
export const useDeleteContentPage = () => useInvalidatingMutation(deleteContentPage, [contentPageKeys.all]);
