import { MergedBagSchema, type CartItem, type MergedBag } from '@shop/shared/cart.schema';
import { api } from '@/lib/api-client';

export function getAccountBag(): Promise<MergedBag> {
  return api.get('/bag', { schema: MergedBagSchema });
}

export function saveAccountBag(products: CartItem[]): Promise<MergedBag> {
  return api.put('/bag', { products }, { schema: MergedBagSchema });
}

export function mergeIntoAccountBag(products: CartItem[]): Promise<MergedBag> {
  return api.post('/bag/merge', { products }, { schema: MergedBagSchema });
}
