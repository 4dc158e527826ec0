/** The admin's changes to the categories: each refreshes the categories and the catalogue (a product's category may change with them). */
import {
  CategoryMutationResponseSchema,
  ManagedCategoriesResponseSchema,
  type CategoryInput,
  type CategoryMutationResponse,
  type CategoryTranslationInput,
  type CategoryUpdate,
  type ManagedCategory,
} from '@shop/shared/category.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { categoryKeys } from '../category-query-keys';

const REFRESHED = [categoryKeys.all, productKeys.all] as const;

export function createCategory(input: CategoryInput): Promise<CategoryMutationResponse> {
  return api.post('/categories', input, { schema: CategoryMutationResponseSchema });
}

export function updateCategory({ id, changes }: { id: string; changes: CategoryUpdate }): Promise<CategoryMutationResponse> {
  return api.patch(`/categories/${encodeURIComponent(id)}`, changes, { schema: CategoryMutationResponseSchema });
}

/** The category's words in another language, as a whole: an empty field shows the default language's. */
export function translateCategory({ id, input }: { id: string; input: CategoryTranslationInput }): Promise<CategoryMutationResponse> {
  return api.put(`/categories/${encodeURIComponent(id)}/translations`, input, { schema: CategoryMutationResponseSchema });
}

/** `moveTo`: the handle of the category the deleted one's products go to (needed when it holds any). */
export function deleteCategory({ id, moveTo }: { id: string; moveTo?: string }): Promise<{ message: string }> {
  const query = moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : '';
  return api.delete(`/categories/${encodeURIComponent(id)}${query}`, { schema: MessageResponseSchema });
}

export async function reorderCategories(ids: string[]): Promise<ManagedCategory[]> {
  return (await api.put('/categories/order', { ids }, { schema: ManagedCategoriesResponseSchema })).categories;
}

export const useCreateCategory = () => useInvalidatingMutation(createCategory, REFRESHED);
export const useUpdateCategory = () => useInvalidatingMutation(updateCategory, REFRESHED);
export const useTranslateCategory = () => useInvalidatingMutation(translateCategory, REFRESHED);
export const useDeleteCategory = () => useInvalidatingMutation(deleteCategory, REFRESHED);
export const useReorderCategories = () => useInvalidatingMutation(reorderCategories, REFRESHED);
