/** The admin's sales: the list with their state and what they brought, and each change, which refreshes it. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  SaleMutationResponseSchema,
  SalesResponseSchema,
  type Sale,
  type SaleInput,
  type SaleMutationResponse,
  type SaleUpdate,
} from '@shop/shared/sale.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { saleKeys } from '../sale-query-keys';

const REFRESHED = [saleKeys.all] as const;

export async function getSales(signal?: AbortSignal): Promise<Sale[]> {
  return (await api.get('/sales', { schema: SalesResponseSchema, signal })).sales;
}

/** Every sale, with its state, orders and revenue (admin). */
export function useSales() {
  return useQuery({ queryKey: saleKeys.list(), queryFn: ({ signal }) => getSales(signal) });
}

export function createSale(input: SaleInput): Promise<SaleMutationResponse> {
  return api.post('/sales', input, { schema: SaleMutationResponseSchema });
}

export function updateSale({ id, input }: { id: string; input: SaleUpdate }): Promise<SaleMutationResponse> {
  return api.patch(`/sales/${encodeURIComponent(id)}`, input, { schema: SaleMutationResponseSchema });
}

/** Pauses (`paused: true`) or resumes a sale; its other rules stay as they are. */
export function setSalePaused({ id, paused }: { id: string; paused: boolean }): Promise<SaleMutationResponse> {
  return updateSale({ id, input: { paused } });
}

/** Refused (409) once paid orders carry the sale: their records name it. */
export function deleteSale(id: string): Promise<{ message: string }> {
  return api.delete(`/sales/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export const useCreateSale = () => useInvalidatingMutation(createSale, REFRESHED);
export const useUpdateSale = () => useInvalidatingMutation(updateSale, REFRESHED);
export const useSetSalePaused = () => useInvalidatingMutation(setSalePaused, REFRESHED);
export const useDeleteSale = () => useInvalidatingMutation(deleteSale, REFRESHED);

/** How many products a search offers at once. */
export const PRODUCT_CHOICES = 8;

/** A product as the form offers and names it. */
export interface ProductChoice {
  id: string;
  name: string;
}

/** Of the admin's product list, the ids and names are all the form reads. */
const FoundProductsSchema = z.object({ products: z.array(z.object({ _id: z.string(), name: z.string() })) });

/** The products whose name holds `search` (two letters at least), for a sale's scope. */
export function useProductSearch(search: string) {
  return useQuery({
    queryKey: saleKeys.productSearch(search),
    queryFn: async ({ signal }): Promise<ProductChoice[]> => {
      const { products } = await api.get('/products/manage', {
        query: { search, limit: PRODUCT_CHOICES, page: 1 },
        schema: FoundProductsSchema,
        signal,
      });
      return products.map((product) => ({ id: product._id, name: product.name }));
    },
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Of a product's answer, its name is all the form reads. */
const ProductNameSchema = z.object({ product: z.object({ name: z.string() }) });

/** The names of products a sale already names (one that is gone reads as such). */
export function useProductNames(ids: readonly string[]) {
  return useQuery({
    queryKey: saleKeys.productNames(ids),
    queryFn: async ({ signal }): Promise<ProductChoice[]> =>
      Promise.all(
        ids.map(async (id) => {
          try {
            const { product } = await api.get(`/products/${encodeURIComponent(id)}`, { schema: ProductNameSchema, signal });
            return { id, name: product.name };
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) return { id, name: 'A product no longer in the shop' };
            throw error;
          }
        }),
      ),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
}
