import {
  CategoriesResponseSchema,
  ManagedCategoriesResponseSchema,
  type Category,
  type ManagedCategory,
} from '@shop/shared/category.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoryKeys } from '../category-query-keys';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await api.get('/categories', { schema: CategoriesResponseSchema, signal })).categories;
}

export async function getManagedCategories(signal?: AbortSignal): Promise<ManagedCategory[]> {
  return (await api.get('/categories/manage', { schema: ManagedCategoriesResponseSchema, signal })).categories;
}

/** The storefront's categories: the visible ones, in the shop's order. */
export function useCategories() {
  return useQuery({ queryKey: categoryKeys.visible(), queryFn: ({ signal }) => getCategories(signal) });
}

/** Every category, hidden ones too, with how many products each holds (admin). */
export function useManagedCategories() {
  return useQuery({ queryKey: categoryKeys.managed(), queryFn: ({ signal }) => getManagedCategories(signal) });
}
